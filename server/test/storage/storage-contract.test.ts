import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { InvalidKeyError, StorageUnavailableError } from '../../src/storage/errors.js';
import { LocalStorage } from '../../src/storage/local-storage.js';
import { S3Storage, type S3StorageOptions } from '../../src/storage/s3-storage.js';
import type { Storage } from '../../src/storage/storage.js';
import { closedPort } from './free-port.js';
import { S3RVER_KEYS, startS3Server, type S3Sink } from './s3-server.js';

interface StoreUnderTest {
  storage: Storage;
  /** Every file or object name the store holds, to prove a refused key wrote nothing. */
  names(): Promise<string[]>;
  close(): Promise<void>;
}

const s3Options = (sink: { endpoint: string; bucket: string }, extra: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  bucket: sink.bucket,
  prefix: 'media',
  region: 'us-east-1',
  endpoint: sink.endpoint,
  ...S3RVER_KEYS,
  forcePathStyle: true,
  publicBaseUrl: null,
  ...extra,
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const STORES: { name: string; start(): Promise<StoreUnderTest> }[] = [
  {
    name: 'LocalStorage (DATA_DIR/uploads)',
    async start() {
      const dir = await mkdtemp(join(tmpdir(), 'storage-contract-'));
      return { storage: new LocalStorage(dir), names: () => filesUnder(dir), close: () => rm(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3Storage (s3rver on loopback)',
    async start() {
      const sink: S3Sink = await startS3Server();
      const storage = new S3Storage(s3Options(sink));
      return {
        storage,
        names: () => filesUnder(sink.directory),
        async close() {
          storage.close();
          await sink.close();
        },
      };
    },
  },
];

async function readAll(body: Readable): Promise<{ data: Buffer; chunks: number; largestChunk: number }> {
  const chunks: Buffer[] = [];
  let largestChunk = 0;
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    largestChunk = Math.max(largestChunk, (chunk as Buffer).length);
  }
  return { data: Buffer.concat(chunks), chunks: chunks.length, largestChunk };
}

/** `size` bytes of a repeatable pattern, made as they are read (never whole in memory), with their hash. */
function generated(size: number): { stream: Readable; digest: () => string } {
  const hash = createHash('sha256');
  let made = 0;
  const stream = new Readable({
    read() {
      const length = Math.min(256 * 1024, size - made);
      if (length === 0) return void this.push(null);
      const chunk = Buffer.alloc(length);
      for (let i = 0; i < length; i += 4096) chunk.writeUInt32BE((made + i) >>> 0, i);
      made += length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

const HOSTILE_KEYS = ['../escape.png', 'a/../../b.png', '/abs.png', 'a//b.png', 'a/b.html', 'a/.b.png', 'a\\b.png', 'A/b.png', ''];

for (const store of STORES) {
  describe(`storage contract: ${store.name}`, () => {
    let s: StoreUnderTest;
    before(async () => {
      s = await store.start();
    });
    after(() => s.close());

    it('put then get: the same bytes with the type of the extension; a new put replaces the file', async () => {
      await s.storage.put('contract/one.png', Buffer.from('first'));
      await s.storage.put('contract/one.png', Buffer.from('second version'));
      const file = await s.storage.get('contract/one.png');
      assert.deepEqual(file, { data: Buffer.from('second version'), contentType: 'image/png' });
      assert.deepEqual(await s.storage.stat('contract/one.png'), { size: 14, contentType: 'image/png' });
      assert.equal(s.storage.url('contract/one.png'), '/media/contract/one.png');
      assert.equal(s.storage.keyOf('/media/contract/one.png'), 'contract/one.png');
      assert.equal(s.storage.keyOf('https://elsewhere.example/media/contract/one.png'), null);
    });

    it('open: the whole file, or a range of it, as a stream with the whole size', async () => {
      const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
      await s.storage.put('contract/clip.mp4', video);
      const whole = await s.storage.open('contract/clip.mp4');
      assert.ok(whole);
      assert.equal(whole.size, 1000);
      assert.equal(whole.contentType, 'video/mp4');
      assert.equal(whole.range, null);
      assert.deepEqual((await readAll(whole.body)).data, video);
      for (const range of [
        { start: 0, end: 0 },
        { start: 0, end: 99 },
        { start: 500, end: 999 },
        { start: 999, end: 999 },
      ]) {
        const part = await s.storage.open('contract/clip.mp4', range);
        assert.ok(part);
        assert.equal(part.size, 1000, JSON.stringify(range));
        assert.deepEqual(part.range, range);
        assert.deepEqual((await readAll(part.body)).data, video.subarray(range.start, range.end + 1), JSON.stringify(range));
      }
    });

    it('delete: the file is gone; deleting a file that is not there is no error', async () => {
      await s.storage.put('contract/gone.webp', Buffer.from('RIFF'));
      await s.storage.delete('contract/gone.webp');
      assert.equal(await s.storage.get('contract/gone.webp'), null);
      assert.equal(await s.storage.stat('contract/gone.webp'), null);
      await s.storage.delete('contract/gone.webp');
      await s.storage.delete('contract/never-there.webp');
    });

    it('unknown keys: null from get, stat and open', async () => {
      assert.equal(await s.storage.get('contract/unknown.png'), null);
      assert.equal(await s.storage.stat('contract/unknown.png'), null);
      assert.equal(await s.storage.open('contract/unknown.png'), null);
      assert.equal(await s.storage.open('nothing-here/unknown.mp4', { start: 0, end: 9 }), null);
    });

    it('hostile keys: refused by every method before anything is written or read', async () => {
      const before = await s.names();
      for (const key of HOSTILE_KEYS) {
        await assert.rejects(s.storage.put(key, Buffer.from('x')), InvalidKeyError, key);
        await assert.rejects(s.storage.putStream(key, Readable.from([Buffer.from('x')]), 1), InvalidKeyError, key);
        await assert.rejects(s.storage.delete(key), InvalidKeyError, key);
        assert.equal(await s.storage.get(key), null, key);
        assert.equal(await s.storage.stat(key), null, key);
        assert.equal(await s.storage.open(key), null, key);
        assert.equal(s.storage.directUrl(key), null, key);
        assert.equal(s.storage.keyOf(`/media/${key}`), null, key);
      }
      assert.deepEqual(await s.names(), before);
    });

    it('a large file (20 MB) goes in and out as streams, in small chunks', async () => {
      const size = 20 * 1024 * 1024;
      const source = generated(size);
      await s.storage.putStream('contract/large.mp4', source.stream, size);
      assert.deepEqual(await s.storage.stat('contract/large.mp4'), { size, contentType: 'video/mp4' });
      const file = await s.storage.open('contract/large.mp4');
      assert.ok(file);
      const hash = createHash('sha256');
      let length = 0;
      let largestChunk = 0;
      for await (const chunk of file.body) {
        hash.update(chunk as Buffer);
        length += (chunk as Buffer).length;
        largestChunk = Math.max(largestChunk, (chunk as Buffer).length);
      }
      assert.equal(length, size);
      assert.equal(hash.digest('hex'), source.digest());
      assert.ok(largestChunk <= 1024 * 1024, `read in chunks, not whole (largest ${largestChunk} bytes)`);
      const tail = await s.storage.open('contract/large.mp4', { start: size - 10, end: size - 1 });
      assert.equal((await readAll(tail!.body)).data.length, 10);
    });

    it('a stream shorter than announced is refused and leaves no file', async () => {
      await assert.rejects(s.storage.putStream('contract/short.mp4', Readable.from([Buffer.alloc(10)]), 20));
      assert.equal(await s.storage.stat('contract/short.mp4'), null);
    });
  });
}

describe('storage contract: an S3 store that is down or refuses', () => {
  let sink: S3Sink;
  before(async () => {
    sink = await startS3Server();
  });
  after(() => sink.close());

  const assertUnavailable = async (promise: Promise<unknown>, reason: RegExp) => {
    await assert.rejects(promise, (error: unknown) => {
      assert.ok(error instanceof StorageUnavailableError, String(error));
      assert.equal(error.statusCode, 503);
      assert.match(error.message, /^File storage is unavailable \(bucket media-test at http:\/\/127\.0\.0\.1:\d+: .+\): try again later$/);
      assert.match(error.message, reason);
      assert.doesNotMatch(error.message, /S3RVER|UNKNOWN-KEY|wrong-secret/, 'no credentials in the message');
      return true;
    });
  };

  it('no server at the endpoint: every call is a StorageUnavailableError (503) naming the store', async () => {
    const storage = new S3Storage(
      s3Options({ endpoint: `http://127.0.0.1:${await closedPort()}`, bucket: 'media-test' }, { maxAttempts: 1 }),
    );
    try {
      await assertUnavailable(storage.put('down/a.png', Buffer.from('x')), /ECONNREFUSED/);
      await assertUnavailable(storage.putStream('down/a.mp4', Readable.from([Buffer.from('x')]), 1), /ECONNREFUSED/);
      await assertUnavailable(storage.get('down/a.png'), /ECONNREFUSED/);
      await assertUnavailable(storage.stat('down/a.png'), /ECONNREFUSED/);
      await assertUnavailable(storage.open('down/a.png', { start: 0, end: 1 }), /ECONNREFUSED/);
      await assertUnavailable(storage.delete('down/a.png'), /ECONNREFUSED/);
    } finally {
      storage.close();
    }
  });

  it('wrong credentials or no such bucket: refused, a 503 too (not a missing file)', async () => {
    // s3rver checks the access key id but not version-4 signatures: an unknown key id stands for refused credentials.
    const wrongKeys = new S3Storage(s3Options(sink, { accessKeyId: 'UNKNOWN-KEY', secretAccessKey: 'wrong-secret', maxAttempts: 1 }));
    const noBucket = new S3Storage(s3Options({ endpoint: sink.endpoint, bucket: 'no-such-bucket' }, { maxAttempts: 1 }));
    try {
      await assertUnavailable(wrongKeys.put('refused/a.png', Buffer.from('x')), /InvalidAccessKeyId \(HTTP 403\)/);
      await assertUnavailable(wrongKeys.get('refused/a.png'), /HTTP 403/);
      await assert.rejects(noBucket.put('refused/a.png', Buffer.from('x')), StorageUnavailableError);
      await assert.rejects(noBucket.get('refused/a.png'), /NoSuchBucket/);
    } finally {
      wrongKeys.close();
      noBucket.close();
    }
  });

  it('a server that accepts connections but never answers: a 503 after the request timeout, not a hang', async () => {
    const silent = createServer((socket) => socket.on('error', () => {}));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const storage = new S3Storage(
      s3Options({ endpoint: `http://127.0.0.1:${port}`, bucket: 'media-test' }, { maxAttempts: 1, requestTimeoutMs: 300 }),
    );
    try {
      const started = Date.now();
      await assert.rejects(storage.get('silent/a.png'), StorageUnavailableError);
      assert.ok(Date.now() - started < 5000, `failed after ${Date.now() - started} ms`);
    } finally {
      storage.close();
      silent.close();
    }
  });

  it('a server that stops after a successful call: the next call is a 503', async () => {
    const other = await startS3Server();
    const storage = new S3Storage(s3Options(other, { maxAttempts: 1 }));
    try {
      await storage.put('later/a.png', Buffer.from('x'));
      await other.close();
      await assert.rejects(storage.get('later/a.png'), StorageUnavailableError);
    } finally {
      storage.close();
    }
  });
});
