import { isValidKey } from './keys.js';

/** Every storage's files are addressed as /media/<key>, whichever store holds them. */
export const MEDIA_PREFIX = '/media/';

export function mediaUrl(key: string): string {
  return MEDIA_PREFIX + key;
}

/** The key behind a /media/<key> URL, or null for any other URL. */
export function mediaKeyOf(url: string): string | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length).split(/[?#]/)[0]!;
  return isValidKey(key) ? key : null;
}
