import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { InvalidKeyError } from './errors.js';
import { contentTypeOfKey, isValidKey } from './keys.js';
import { mediaKeyOf, mediaUrl } from './media-urls.js';
import type { ByteRange, OpenedFile, Storage, StoredFile, StoredFileInfo } from './storage.js';

export { InvalidKeyError } from './errors.js';
export { MEDIA_PREFIX } from './media-urls.js';

const isMissing = (error: unknown) => ['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

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

  /** Writes under a temporary name and renames, so a reader never sees half a file. */
  private async writeAtomically(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${randomUUID()}.tmp`);
    try {
      await write(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.writeAtomically(key, (temporary) => writeFile(temporary, data, { mode: 0o644 }));
  }

  async putStream(key: string, body: Readable, size: number): Promise<void> {
    await this.writeAtomically(key, async (temporary) => {
      await pipeline(body, createWriteStream(temporary, { mode: 0o644 }));
      const written = (await stat(temporary)).size;
      if (written !== size) throw new Error(`storing ${key}: expected ${size} bytes, got ${written}`);
    });
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidKey(key)) return null;
    try {
      return { data: await readFile(this.path(key)), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    if (!isValidKey(key)) return null;
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeOfKey(key) } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async open(key: string, range?: ByteRange): Promise<OpenedFile | null> {
    if (!isValidKey(key)) return null;
    let handle;
    try {
      handle = await open(this.path(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    // The stream owns the handle from here and closes it when done or destroyed.
    const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    return { body, size: info.size, contentType: contentTypeOfKey(key), range: range ?? null };
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  url(key: string): string {
    return mediaUrl(key);
  }

  keyOf(url: string): string | null {
    return mediaKeyOf(url);
  }

  directUrl(): string | null {
    return null;
  }
}
