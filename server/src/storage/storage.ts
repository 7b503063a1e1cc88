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
