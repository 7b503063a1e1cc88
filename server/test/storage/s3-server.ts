import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import S3rver from 's3rver';

/** s3rver's fixed credentials (it knows this key id and refuses others). */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Sink {
  endpoint: string;
  port: number;
  bucket: string;
  /** Where s3rver keeps the objects (one file per object and its metadata). */
  directory: string;
  /** The settings that point the server at this bucket (prefix "media"). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a free loopback port, with one empty bucket, its
 * objects in a temporary folder; close() stops it and removes the folder. `port` starts it
 * where a stopped one was (the same endpoint coming back, empty).
 */
export async function startS3Server(options: { bucket?: string; port?: number } = {}): Promise<S3Sink> {
  const bucket = options.bucket ?? 'media-test';
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  uploadsAppearWhole(server);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    bucket,
    directory,
    env: {
      STORAGE_URL: `s3://${bucket}/media`,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** An object as s3rver's file store receives it. */
interface StoredObject {
  bucket: string;
  key: string;
  content: Buffer | Readable | null;
  metadata: Record<string, string>;
}

/** The part of s3rver's file store an upload goes through. */
interface FileStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  getMetadata(bucket: string, key: string): Promise<Record<string, string>>;
  putObject(object: StoredObject): Promise<unknown>;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5?: string): Promise<void>;
}

/**
 * An S3 object appears whole when its PUT completes, and a PUT whose body ends before its
 * Content-Length stores nothing. s3rver writes a streamed upload into its file as it arrives and
 * takes that file for the object: an upload cut off midway is left there, empty or partial,
 * depending on how far it got. So the double does as S3 does: a streamed upload is invisible until
 * it is recorded, its bytes are counted as they pass, and one shorter than it announced is removed
 * instead of recorded.
 */
function uploadsAppearWhole(server: S3rver): void {
  const store = (server as unknown as { store: FileStore }).store;
  const putObject = store.putObject.bind(store);
  const putMetadata = store.putMetadata.bind(store);
  const getMetadata = store.getMetadata.bind(store);
  /** Streamed uploads not recorded yet, by bucket/key: the bytes received so far. */
  const unfinished = new Map<string, () => number>();
  const idOf = (bucket: string, key: string) => `${bucket}/${key}`;

  store.putObject = async (object) => {
    if (!(object.content instanceof Readable)) return putObject(object);
    let bytes = 0;
    object.content = object.content.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      }),
    );
    unfinished.set(idOf(object.bucket, object.key), () => bytes);
    return putObject(object);
  };
  store.putMetadata = async (bucket, key, metadata, md5) => {
    const received = unfinished.get(idOf(bucket, key))?.();
    const declared = Number(metadata['content-length']);
    if (received !== undefined && Number.isFinite(declared) && received < declared) {
      await rm(store.getResourcePath(bucket, key, 'object'), { force: true });
      throw new Error(`the upload of ${key} ended after ${received} of its ${declared} bytes`);
    }
    await putMetadata(bucket, key, metadata, md5);
    unfinished.delete(idOf(bucket, key));
  };
  store.getMetadata = async (bucket, key) => {
    if (unfinished.has(idOf(bucket, key))) throw Object.assign(new Error(`${key} is still being uploaded`), { code: 'ENOENT' });
    return getMetadata(bucket, key);
  };
}
