import { badRequest } from '../../lib/http-errors.js';
import { releaseNotesRefused } from '../../lib/messages.js';

/** The most a release's notes may say: a line or a short paragraph, not a changelog. */
export const RELEASE_NOTES_MAX = 500;

/**
 * Control characters other than the line break and the tab: shown by `releases list` in a
 * terminal, they could move its cursor or recolour what follows.
 */
export const NOTES_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** The pattern of notes the API takes (JSON Schema: no control characters but line breaks and tabs). */
export const RELEASE_NOTES_PATTERN = '^[^\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F]*$';

/**
 * The notes a publisher gave, as kept: trimmed, null when empty or not given; refused (400) when
 * longer than RELEASE_NOTES_MAX or holding control characters. Line breaks (\r\n or \r) become \n.
 */
export function releaseNotes(given: string | null | undefined): string | null {
  if (given === undefined || given === null) return null;
  const notes = given.replace(/\r\n?/g, '\n').trim();
  if (notes === '') return null;
  if ([...notes].length > RELEASE_NOTES_MAX || NOTES_CONTROL_CHARACTERS.test(notes))
    throw badRequest(releaseNotesRefused(RELEASE_NOTES_MAX));
  return notes;
}
