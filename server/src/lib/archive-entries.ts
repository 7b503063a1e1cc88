import { resolve, sep } from 'node:path';
import type { ReadEntry } from 'tar';
import { HttpError } from './http-errors.js';

// What a release archive may hold: regular files and folders with plain names below its root.
// Every entry is judged here before anything of it touches the disk.

/** More compressed bytes arrived than allowed (the source stream has been destroyed). */
export class ArchiveTooLargeError extends HttpError {
  override name = 'ArchiveTooLargeError';
  constructor(readonly maxBytes: number) {
    super(413, `The archive is larger than ${maxBytes} bytes`);
  }
}

/** The archive is refused: an entry of a kind or name not allowed, a limit, or corrupt data. */
export class ArchiveRefusedError extends HttpError {
  override name = 'ArchiveRefusedError';
  constructor(message: string) {
    super(422, message);
  }
}

/** Longer names than the file systems take are refused, not failed on. */
const MAX_SEGMENT_BYTES = 255;

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);

/** Why a type of entry is refused, in words. */
const REFUSED_TYPES: Record<string, string> = {
  SymbolicLink: 'symbolic links are not allowed',
  Link: 'hard links are not allowed',
  CharacterDevice: 'character devices are not allowed',
  BlockDevice: 'block devices are not allowed',
  FIFO: 'FIFOs are not allowed',
};

/** Why an entry of a type other than file or folder is refused. */
export function typeRefusal(entry: ReadEntry): string {
  const known = REFUSED_TYPES[entry.type];
  if (known) return known;
  // node-tar keeps no more of an unknown type byte than the name 'Unsupported'.
  if (entry.type === 'Unsupported') return 'entries of an unknown type are not allowed (only files and folders)';
  return `entries of type ${entry.type} are not allowed (only files and folders)`;
}

/** The entry's name as shown in a message: quoted, escaped, and not endless. */
function shown(path: string): string {
  const text = JSON.stringify(path);
  return text.length > 200 ? `${text.slice(0, 200)}..."` : text;
}

export const refuse = (path: string, reason: string) => new ArchiveRefusedError(`Archive entry ${shown(path)}: ${reason}`);

/** The name's segments below the archive's root ('.' and empty ones dropped), or why it is refused. */
function segmentsOf(path: string): string[] | string {
  if (path.includes('\0')) return 'NUL characters are not allowed in names';
  if (path.includes('\\')) return 'backslashes are not allowed in names';
  if (path.startsWith('/')) return 'absolute paths are not allowed';
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.includes('..')) return '".." is not allowed in names';
  if (segments.some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES))
    return `names longer than ${MAX_SEGMENT_BYTES} bytes (between slashes) are not allowed`;
  return segments;
}

/**
 * Judges the entries of one archive in order: their types and names, a name given twice or both
 * as file and folder, and the limits on entries and unpacked bytes. Throws ArchiveRefusedError.
 */
export class EntryJudge {
  private entries = 0;
  /** Bytes of the files judged so far. */
  unpacked = 0;
  /** What each name is so far: a name is given once, and nothing goes below a file. */
  private readonly kinds = new Map<string, 'file' | 'dir'>();

  constructor(
    private readonly root: string,
    private readonly limits: { maxEntries: number; maxUnpackedBytes: number },
  ) {}

  /** The path to write the entry to, or null for the root itself. */
  judge(entry: ReadEntry): string | null {
    const { path } = entry;
    const { maxEntries, maxUnpackedBytes } = this.limits;
    const isFile = FILE_TYPES.has(entry.type);
    if (!isFile && entry.type !== 'Directory') throw refuse(path, typeRefusal(entry));
    const segments = segmentsOf(path);
    if (typeof segments === 'string') throw refuse(path, segments);
    if (++this.entries > maxEntries) throw refuse(path, `the archive has more than ${maxEntries} entries`);
    this.unpacked += entry.size;
    if (this.unpacked > maxUnpackedBytes) throw refuse(path, `the archive unpacks to more than ${maxUnpackedBytes} bytes`);
    if (segments.length === 0) {
      if (isFile) throw refuse(path, 'a file needs a name');
      return null;
    }
    for (let depth = 1; depth < segments.length; depth++) {
      const parent = segments.slice(0, depth).join('/');
      if (this.kinds.get(parent) === 'file') throw refuse(path, `"${parent}" is a file, not a folder`);
      this.kinds.set(parent, 'dir');
    }
    const name = segments.join('/');
    const before = this.kinds.get(name);
    if (before === 'file' || (before === 'dir' && isFile)) throw refuse(path, 'the name appears twice in the archive');
    this.kinds.set(name, isFile ? 'file' : 'dir');
    const target = resolve(this.root, ...segments);
    // Guaranteed by the checks above; kept as the last word on where anything is written.
    if (!target.startsWith(this.root + sep)) throw refuse(path, 'the name points outside the archive');
    return target;
  }
}

/** Data that is not a whole gzip-compressed tar, as the refusal says it. */
export function corrupt(error: Error): ArchiveRefusedError {
  if (error instanceof ArchiveRefusedError) return error;
  return new ArchiveRefusedError(`The archive is not a valid gzip-compressed tar: ${error.message}`);
}
