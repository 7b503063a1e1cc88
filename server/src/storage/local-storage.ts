import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { contentTypeOfKey, isValidKey } from './keys.js';
import type { Storage, StoredFile } from './storage.js';

export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError';
}

export const MEDIA_PREFIX = '/media/';

export class LocalStorage implements Storage {
  readonly kind = 'local';
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    if (!isValidKey(key)) throw new InvalidKeyError(`invalid storage key: ${key}`);
    const path = resolve(this.root, key);
    // The key pattern already rules out "..", this is a second lock on the same door.
    if (!path.startsWith(this.root + sep)) throw new InvalidKeyError(`invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = join(dirname(path), `.${randomUUID()}.tmp`);
    await writeFile(temporary, data, { mode: 0o644 });
    await rename(temporary, path);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    try {
      return { data: await readFile(this.path(key)), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  url(key: string): string {
    return MEDIA_PREFIX + key;
  }

  keyOf(url: string): string | null {
    if (!url.startsWith(MEDIA_PREFIX)) return null;
    const key = url.slice(MEDIA_PREFIX.length).split(/[?#]/)[0]!;
    return isValidKey(key) ? key : null;
  }
}
