import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { FastifyReply } from 'fastify';
import { isMissing } from '../../storage/s3-storage.js';
import { RELEASE_FILE, regularFilesUnder, releaseFileHeaders, type BuildInfo, type ReleaseStore } from './release-store.js';

/** The type of each kind of file a release may hold (release-file-kinds.ts), stored with the object and sent with it. */
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  cjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  map: 'application/json; charset=utf-8',
  wasm: 'application/wasm',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'audio/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  flac: 'audio/flac',
};

function typeOf(path: string): string {
  return TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** Files uploaded at once while a release is copied in. */
const UPLOADS_AT_ONCE = 8;

/**
 * The release store in the object store (STORAGE_URL), under its own prefix: every instance
 * reads and serves every release with no shared volume. A release's record file is written after
 * all its files, so a release whose upload was cut off is never taken for a whole one; its
 * objects are what prune finds as abandoned. With a public base URL (S3_PUBLIC_BASE_URL) files
 * are not streamed but redirected to, as /media does.
 */
export class BucketReleaseStore implements ReleaseStore {
  readonly kind = 'bucket';

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    /** Ends with '/': e.g. 'media/releases/'. */
    private readonly prefix: string,
    private readonly publicBaseUrl: string | null = null,
  ) {}

  private key(frontend: string, releaseId: string, path = ''): string {
    return `${this.prefix}${frontend}/${releaseId}/${path}`;
  }

  private async head(key: string): Promise<{ lastModified: Date | null } | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { lastModified: head.LastModified ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private async get(key: string, encoding?: string) {
    try {
      return await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: encoding ? `${key}.${encoding}` : key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async has(frontend: string, releaseId: string): Promise<boolean> {
    return (await this.head(this.key(frontend, releaseId, RELEASE_FILE))) !== null;
  }

  private async put(key: string, body: Buffer | Readable, size: number, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: size,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
  }

  async add(frontend: string, sourceDir: string, info: BuildInfo): Promise<void> {
    if (await this.has(frontend, info.releaseId)) return;
    const files = await regularFilesUnder(sourceDir);
    let next = 0;
    const worker = async () => {
      while (next < files.length) {
        const path = files[next++]!;
        const { size } = await stat(join(sourceDir, path));
        const type = typeOf(path.replace(/\.(br|gz)$/, ''));
        await this.put(this.key(frontend, info.releaseId, path), createReadStream(join(sourceDir, path)), size, type);
      }
    };
    await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, files.length) }, worker));
    const record = Buffer.from(`${JSON.stringify({ frontend, ...info }, null, 2)}\n`);
    await this.put(this.key(frontend, info.releaseId, RELEASE_FILE), record, record.length, TYPES.json!);
  }

  /** Every object name under a prefix. */
  private async list(prefix: string): Promise<{ key: string; lastModified: Date | null }[]> {
    const found: { key: string; lastModified: Date | null }[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) found.push({ key: object.Key, lastModified: object.LastModified ?? null });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  private async deletePrefix(prefix: string): Promise<void> {
    const keys = (await this.list(prefix)).map((object) => object.key);
    // The record first: a release is never seen whole while its files are going.
    keys.sort((a, b) => Number(b.endsWith(`/${RELEASE_FILE}`)) - Number(a.endsWith(`/${RELEASE_FILE}`)));
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
    }
  }

  async remove(frontend: string, releaseId: string): Promise<void> {
    await this.deletePrefix(this.key(frontend, releaseId));
  }

  async abandoned(frontend: string, olderThanMs: number, now = Date.now()): Promise<string[]> {
    const byRelease = new Map<string, { whole: boolean; newest: number }>();
    for (const { key, lastModified } of await this.list(`${this.prefix}${frontend}/`)) {
      const rest = key.slice(`${this.prefix}${frontend}/`.length);
      const releaseId = rest.slice(0, rest.indexOf('/'));
      const entry = byRelease.get(releaseId) ?? { whole: false, newest: 0 };
      entry.whole ||= rest === `${releaseId}/${RELEASE_FILE}`;
      entry.newest = Math.max(entry.newest, lastModified?.getTime() ?? now);
      byRelease.set(releaseId, entry);
    }
    return [...byRelease]
      .filter(([, entry]) => !entry.whole && now - entry.newest > olderThanMs)
      .map(([releaseId]) => this.key(frontend, releaseId));
  }

  async removeAbandoned(leftover: string): Promise<void> {
    if (leftover.startsWith(this.prefix)) await this.deletePrefix(leftover);
  }

  async readText(frontend: string, releaseId: string, path: string): Promise<string | null> {
    const object = await this.get(this.key(frontend, releaseId, path));
    return object?.Body ? object.Body.transformToString('utf8') : null;
  }

  async hasFile(frontend: string, releaseId: string, path: string): Promise<boolean> {
    return (await this.head(this.key(frontend, releaseId, path))) !== null;
  }

  close(): void {
    this.client.destroy();
  }

  async send(reply: FastifyReply, frontend: string, releaseId: string, path: string, cacheControl: string): Promise<boolean> {
    const key = this.key(frontend, releaseId, path);
    if (this.publicBaseUrl) {
      if (!(await this.head(key))) return false;
      // The file itself comes from the public host, with the type stored with it (see add); that host adds the rest of the policy.
      void releaseFileHeaders(reply, cacheControl).redirect(`${this.publicBaseUrl}/${key}`, 302);
      return true;
    }
    // The build's precompressed copy when the browser takes it (every text file has a .br and a .gz).
    const accepted = String(reply.request.headers['accept-encoding'] ?? '');
    for (const encoding of ['br', 'gz', null]) {
      if (encoding && !accepted.includes(encoding === 'gz' ? 'gzip' : encoding)) continue;
      const object = await this.get(key, encoding ?? undefined);
      if (!object?.Body) continue;
      void releaseFileHeaders(reply, cacheControl).header('content-type', typeOf(path)).header('vary', 'accept-encoding');
      if (object.ContentLength !== undefined) reply.header('content-length', object.ContentLength);
      if (encoding) reply.header('content-encoding', encoding === 'gz' ? 'gzip' : encoding);
      void reply.send(object.Body as Readable);
      return true;
    }
    return false;
  }
}
