import { randomUUID } from 'node:crypto';

/** File kinds the application stores, by the extension of their key. */
export const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
};

/**
 * Keys are made by the application, never taken from a client: lower-case folders and names
 * without dots, then one known extension. A key that does not match is refused by every method,
 * so no path built from a key can leave the storage root.
 */
const KEY_RE = /^[a-z0-9][a-z0-9-]{0,99}(\/[a-z0-9][a-z0-9-]{0,99}){0,4}\.(png|jpg|webp|gif|svg|mp4)$/;

export function isValidKey(key: string): boolean {
  return KEY_RE.test(key);
}

export function contentTypeOfKey(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** A new, unguessable key under `folder` with the given extension. */
export function newKey(folder: string, extension: string): string {
  return `${folder}/${randomUUID()}.${extension}`;
}
