import type { Readable } from 'node:stream';

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/** Bytes start..end of a file, both included (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFileInfo {
  /** The whole file's size in bytes. */
  size: number;
  contentType: string;
}

/** A file being read: its body streams, so a large video is never held in memory. */
export interface OpenedFile extends StoredFileInfo {
  body: Readable;
  /** The part the body holds; null: the whole file. */
  range: ByteRange | null;
}

/**
 * Where uploaded and generated files live: LocalStorage below DATA_DIR/uploads (one machine),
 * S3Storage in an S3-compatible bucket (several instances). Either way the database keeps the
 * site-relative /media/<key> address from url(), and /media serves it.
 *
 * Every method refuses a key that keys.ts does not accept (reads answer null). A store that
 * cannot be reached or refuses us throws StorageUnavailableError (a 503 for the client), never
 * a half-written file: a file is either wholly there or not at all.
 */
export interface Storage {
  readonly kind: string;
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a stream of `size` bytes without holding it in memory (large files, the migration). */
  putStream(key: string, body: Readable, size: number): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Size and type, or null for an unknown key. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Opens the file, or the given part of it, for streaming; null for an unknown key. */
  open(key: string, range?: ByteRange): Promise<OpenedFile | null>;
  delete(key: string): Promise<void>;
  /** The address clients use: always the site-relative /media/<key>. */
  url(key: string): string;
  /** The key behind one of this storage's URLs, or null for any other URL. */
  keyOf(url: string): string | null;
  /**
   * Where /media/<key> may send the browser instead of streaming the file itself (a public
   * bucket or CDN), or null to stream.
   */
  directUrl(key: string): string | null;
}
