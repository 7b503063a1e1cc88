import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Storage } from '../../storage/storage.js';
import { referencedMedia } from './referenced-media.js';

/** Removes the stored files behind some URLs, except those a template or a task still points at. */
export type RemoveUnusedMedia = (urls: Iterable<string | null | undefined>) => Promise<void>;

/**
 * Folders of files the application writes under fixed keys and shares between rows (the bundled
 * sample clip, the demo set's pictures and clips): written again when missing, never one row's
 * own file, so never removed here (a row about to use one may not point at it yet).
 */
const SHARED_FOLDERS = ['samples/', 'demo/'];

/**
 * Called after the rows that held `urls` are gone (a template or a task deleted), once their
 * transaction committed: a file goes only when no remaining template or task uses it. URLs that
 * are not this storage's files (other sites, bundled assets) are left alone, and a file that
 * cannot be removed is only logged: the deletion that called this stands either way.
 */
export function createUnusedMediaRemover(db: Kysely<Database>, storage: Storage, log: FastifyBaseLogger): RemoveUnusedMedia {
  return async (urls) => {
    const keys = new Map<string, string>();
    for (const url of urls) {
      const key = typeof url === 'string' ? storage.keyOf(url) : null;
      if (key !== null && !SHARED_FOLDERS.some((folder) => key.startsWith(folder))) keys.set(storage.url(key), key);
    }
    if (keys.size === 0) return;
    const stillUsed = await referencedMedia(db, [...keys.keys()]);
    for (const [url, key] of keys) {
      if (stillUsed.has(url)) continue;
      await storage
        .delete(key)
        .catch((error: unknown) => log.warn({ err: error, key }, 'removing a stored file nothing uses any more failed'));
    }
  };
}
