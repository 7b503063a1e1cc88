import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
