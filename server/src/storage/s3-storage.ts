import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { Readable, Transform } from 'node:stream';
import { InvalidKeyError, StorageUnavailableError } from './errors.js';
import { contentTypeOfKey, isValidKey } from './keys.js';
import { mediaKeyOf, mediaUrl } from './media-urls.js';
import type { S3Config } from '../config.js';
import type { ByteRange, OpenedFile, Storage, StoredFile, StoredFileInfo } from './storage.js';

/** A bucket's settings, and how patiently to call it. */
export interface S3StorageOptions extends S3Config {
  /** Tries per call, the first included (the SDK waits between them); tests of an absent server use 1. */
  maxAttempts?: number;
  connectionTimeoutMs?: number;
  /** Longest silence on an open connection before the call fails. */
  requestTimeoutMs?: number;
}

/** The SDK client for a bucket's settings, shared by the media store and the release store. */
export function s3ClientFor(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: options.maxAttempts ?? 3,
    requestHandler: {
      connectionTimeout: options.connectionTimeoutMs ?? 5000,
      requestTimeout: options.requestTimeoutMs ?? 30_000,
      // A store that stops answering fails the call instead of holding the request forever.
      throwOnRequestTimeout: true,
    },
  });
}

/** Errors an S3 service answers for an object that does not exist. */
const MISSING = new Set(['NoSuchKey', 'NotFound']);

/**
 * Files in an S3-compatible bucket, through the AWS SDK (it signs the requests). The database
 * still stores /media/<key>: a presigned or bucket URL would expire or tie the rows to one
 * bucket, and /media either streams the object (ranges included) or redirects to publicBaseUrl.
 *
 * Checksums are computed and checked only when an operation requires them: the SDK's default
 * (a CRC on every upload and download) is unknown to services that predate it (s3rver, older
 * MinIO and Ceph), which then refuse or mangle the upload. Transport is TLS for real endpoints,
 * and every PutObject carries its exact Content-Length, so a cut upload is refused by the service
 * rather than stored short.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  readonly bucket: string;
  readonly prefix: string;
  private readonly client: S3Client;
  private readonly publicBaseUrl: string | null;
  private readonly where: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix === '' ? '' : `${options.prefix.replace(/^\/+|\/+$/g, '')}/`;
    this.publicBaseUrl = options.publicBaseUrl?.replace(/\/+$/, '') ?? null;
    this.where = `bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
    this.client = s3ClientFor(options);
  }

  /** The object's name in the bucket; throws for a key the key rules refuse. */
  objectKey(key: string): string {
    if (!isValidKey(key)) throw new InvalidKeyError(`invalid storage key: ${key}`);
    return this.prefix + key;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.putObject(key, data, data.length);
  }

  async putStream(key: string, body: Readable, size: number): Promise<void> {
    this.objectKey(key);
    // A stream that ends short (or runs long) aborts the upload, and the caller hears why.
    const abort = new AbortController();
    let streamError: Error | null = null;
    const checked = exactly(body, size).on('error', (error) => {
      streamError = error;
      abort.abort(error);
    });
    try {
      await this.putObject(key, checked, size, abort.signal);
    } catch (error) {
      throw streamError ?? error;
    }
  }

  private async putObject(key: string, body: Buffer | Readable, size: number, abortSignal?: AbortSignal): Promise<void> {
    const Key = this.objectKey(key);
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key,
          Body: body,
          ContentLength: size,
          ContentType: contentTypeOfKey(key),
          // Keys are never rewritten: what a public bucket or CDN serves may be cached for good.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
        { abortSignal },
      ),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    const object = await this.getObject(key);
    if (!object?.Body) return null;
    const data = Buffer.from(await object.Body.transformToByteArray());
    return { data, contentType: contentTypeOfKey(key) };
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    if (!isValidKey(key)) return null;
    const head = await this.call(() => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })), {
      missingIsNull: true,
    });
    return head ? { size: head.ContentLength ?? 0, contentType: contentTypeOfKey(key) } : null;
  }

  async open(key: string, range?: ByteRange): Promise<OpenedFile | null> {
    const object = await this.getObject(key, range);
    if (!object?.Body) return null;
    const size = totalSize(object) ?? 0;
    let body = object.Body as Readable;
    if (range) {
      // Some services (s3rver among them) read "bytes=0-0" as "from 0 to the end": the answer
      // must then be cut to what was asked, or the 206's Content-Length would be a lie.
      const answered = /^bytes (\d+)-(\d+)\//.exec(object.ContentRange ?? '');
      if (!answered || Number(answered[1]) !== range.start) {
        body.destroy();
        throw new StorageUnavailableError(
          `${this.where}: answered ${object.ContentRange ?? 'no range'} for bytes ${range.start}-${range.end}`,
        );
      }
      if (Number(answered[2]) > range.end) body = firstBytes(body, range.end - range.start + 1);
    }
    return { body, size, contentType: contentTypeOfKey(key), range: range ?? null };
  }

  private async getObject(key: string, range?: ByteRange): Promise<GetObjectCommandOutput | null> {
    if (!isValidKey(key)) return null;
    return this.call(
      () =>
        this.client.send(
          new GetObjectCommand({
            Bucket: this.bucket,
            Key: this.objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        ),
      { missingIsNull: true },
    );
  }

  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key })));
  }

  url(key: string): string {
    return mediaUrl(key);
  }

  keyOf(url: string): string | null {
    return mediaKeyOf(url);
  }

  directUrl(key: string): string | null {
    return this.publicBaseUrl && isValidKey(key) ? `${this.publicBaseUrl}/${this.prefix}${key}` : null;
  }

  /** Closes the client's connections (the app's close, the migration's end). */
  close(): void {
    this.client.destroy();
  }

  /**
   * Runs one SDK call: a missing object is null where asked, and every other failure (no
   * answer, refused credentials, no such bucket, a server error) is a StorageUnavailableError
   * naming the store and what went wrong.
   */
  private async call<T>(run: () => Promise<T>, options: { missingIsNull: true }): Promise<T | null>;
  private async call<T>(run: () => Promise<T>): Promise<T>;
  private async call<T>(run: () => Promise<T>, options: { missingIsNull?: boolean } = {}): Promise<T | null> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof InvalidKeyError) throw error;
      if (options.missingIsNull && isMissing(error)) return null;
      throw new StorageUnavailableError(`${this.where}: ${describe(error)}`, { cause: error });
    }
  }
}

export function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  // HEAD answers a bare 404 for a missing object, GET names it NoSuchKey; a missing bucket is NoSuchBucket.
  return MISSING.has(error.name) || (error.name !== 'NoSuchBucket' && error.$metadata.httpStatusCode === 404);
}

/** What went wrong, in a few words, without secrets: the service's error name and status, or the network error's code. */
function describe(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`;
  const { code, name, message } = error as { code?: string; name?: string; message?: string };
  return code ?? (name && name !== 'Error' ? name : (message ?? 'unknown error'));
}

/** The first `length` bytes of `source` as a stream; the rest is never read (the source is closed). */
function firstBytes(source: Readable, length: number): Readable {
  return Readable.from(
    (async function* () {
      let left = length;
      // Leaving the loop early destroys the source, which closes the connection to the store.
      for await (const chunk of source) {
        const bytes = chunk as Buffer;
        if (bytes.length >= left) {
          yield bytes.subarray(0, left);
          return;
        }
        left -= bytes.length;
        yield bytes;
      }
    })(),
  );
}

/**
 * `source` passed on as it is, failing the stream when it ends short of `size` or goes past it: the
 * upload is then cut off, and the service keeps nothing of it.
 */
function exactly(source: Readable, size: number): Readable {
  let seen = 0;
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new Error(`the stream is longer than its announced ${size} bytes`) : null, chunk);
    },
    flush(done) {
      done(seen < size ? new Error(`the stream ended after ${seen} of its announced ${size} bytes`) : null);
    },
  });
  source.on('error', (error) => checked.destroy(error));
  return source.pipe(checked);
}

/** The whole object's size: from Content-Range for a part ("bytes 0-99/1000"), else Content-Length. */
function totalSize(object: GetObjectCommandOutput): number | undefined {
  const total = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
  return total !== undefined ? Number(total) : object.ContentLength;
}
