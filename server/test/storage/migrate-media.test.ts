import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { S3Storage } from '../../src/storage/s3-storage.js';
import { closedPort } from './free-port.js';
import { S3RVER_KEYS, startS3Server, type S3Sink } from './s3-server.js';

const serverDir = resolve(import.meta.dirname, '..', '..');

/** Runs the command as `npm run media:migrate` would (from the repository root: INIT_CWD), on the given settings only. */
function runMigrate(cwd: string, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/migrate-media.ts'],
      { cwd: serverDir, env: { PATH: process.env.PATH ?? '', INIT_CWD: cwd, NODE_NO_WARNINGS: '1', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('media:migrate (DATA_DIR/uploads into the bucket)', () => {
  let sink: S3Sink;
  let dataDir: string;
  let bucket: S3Storage;
  const files: Record<string, Buffer> = {
    'references/0f1e2d3c-aaaa-bbbb-cccc-111122223333.png': Buffer.from('png bytes'),
    'videos/local-task-7-abcd1234.mp4': Buffer.alloc(3 * 1024 * 1024, 9),
    'generated/poster.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  };
  before(async () => {
    sink = await startS3Server();
    dataDir = await mkdtemp(join(tmpdir(), 'migrate-media-'));
    const uploads = join(dataDir, 'uploads');
    for (const [key, data] of Object.entries(files)) {
      await mkdir(dirname(join(uploads, key)), { recursive: true });
      await writeFile(join(uploads, key), data);
    }
    // A write cut short and a stray file: not storage keys, left where they are.
    await writeFile(join(uploads, 'references', '.5b1c.tmp'), 'half');
    await writeFile(join(uploads, 'notes.txt'), 'mine');
    bucket = new S3Storage({
      bucket: sink.bucket,
      prefix: 'media',
      region: 'us-east-1',
      endpoint: sink.endpoint,
      ...S3RVER_KEYS,
      forcePathStyle: true,
      publicBaseUrl: null,
    });
  });
  after(async () => {
    bucket.close();
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every stored file under its key, reports counts, and copies nothing twice', async () => {
    const env = { DATA_DIR: './', ...sink.env };
    const first = await runMigrate(dataDir, env);
    assert.equal(first.code, 0, first.stderr);
    assert.match(first.stdout, /copied 3, already there 0, skipped 2 \(not storage keys\)/);
    assert.match(first.stdout, /skipped +notes\.txt/);
    for (const [key, data] of Object.entries(files)) assert.deepEqual((await bucket.get(key))?.data, data, key);
    assert.equal(await bucket.stat('notes.txt'), null);

    const again = await runMigrate(dataDir, env);
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /copied 0, already there 3, skipped 2/);

    // An object lost from the bucket (or a run cut short) is copied on the next run.
    await bucket.delete('generated/poster.svg');
    const repair = await runMigrate(dataDir, { ...env });
    assert.match(repair.stdout, /copied 1, already there 2, skipped 2/);
    assert.deepEqual((await bucket.get('generated/poster.svg'))?.data, files['generated/poster.svg']);
  });

  it('refuses to run without a bucket, and says so when the bucket cannot be reached', async () => {
    const none = await runMigrate(dataDir, { DATA_DIR: './' });
    assert.equal(none.code, 1);
    assert.match(none.stderr, /migrate-media: No bucket is configured: set STORAGE_URL/);

    const down = await runMigrate(dataDir, { DATA_DIR: './', ...sink.env, S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
    assert.equal(down.code, 1);
    assert.match(
      down.stderr,
      /migrate-media: File storage is unavailable \(bucket media-test at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED\)/,
    );
  });
});
