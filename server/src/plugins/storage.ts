import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import fp from 'fastify-plugin';

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

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * Where uploaded and generated files live. The local implementation writes below
 * DATA_DIR/uploads and the server serves them at /media/<key>; an S3-compatible one would
 * implement the same four methods, with url() pointing at the bucket or a CDN.
 */
export interface Storage {
  readonly kind: string;
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** The address clients use: a site-relative /media/<key> here, an absolute URL elsewhere. */
  url(key: string): string;
  /** The key behind one of this storage's URLs, or null for any other URL. */
  keyOf(url: string): string | null;
}

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

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const storagePlugin = fp(
  async (app) => {
    app.decorate('storage', new LocalStorage(app.config.uploadsDir));
  },
  { name: 'storage', dependencies: ['config'] },
);
