import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isValidKey } from './keys.js';
import type { Storage } from './storage.js';

export interface MigrationCounts {
  /** Files copied into the target. */
  copied: number;
  /** Files the target already held with the same size (an earlier run copied them). */
  present: number;
  /** Files whose names are not storage keys (temporary files, strays): left alone. */
  skipped: number;
}

/**
 * Copies every file below `uploadsDir` (the local storage's folder) into `target` under the same
 * key, streaming each one. Idempotent: a key the target already holds with the same size is not
 * copied again, so a run cut short is simply run again. The local files are kept (delete them
 * yourself once the bucket serves them). Stops at the first failure (the store is down or
 * refuses): what was copied stays copied.
 */
export async function migrateLocalMedia(
  uploadsDir: string,
  target: Storage,
  onFile: (key: string, outcome: 'copied' | 'present' | 'skipped') => void = () => {},
): Promise<MigrationCounts> {
  const counts: MigrationCounts = { copied: 0, present: 0, skipped: 0 };
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const path of files) {
    const key = relative(uploadsDir, path).split(sep).join('/');
    if (!isValidKey(key)) {
      counts.skipped++;
      onFile(key, 'skipped');
      continue;
    }
    const { size } = await stat(path);
    const there = await target.stat(key);
    if (there && there.size === size) {
      counts.present++;
      onFile(key, 'present');
      continue;
    }
    await target.putStream(key, createReadStream(path), size);
    counts.copied++;
    onFile(key, 'copied');
  }
  return counts;
}
