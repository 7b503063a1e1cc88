import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createStorage } from '../../src/storage/create-storage.js';
import { LocalStorage } from '../../src/storage/local-storage.js';
import { S3Storage } from '../../src/storage/s3-storage.js';

describe('storage settings', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'storage-settings-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  const load = (env: Record<string, string>) => loadConfig({ cwd: dir, env: { SECRET_KEY: 'k'.repeat(40), ...env } });
  const refused = (env: Record<string, string>, message: RegExp) =>
    assert.throws(
      () => load(env),
      (error: unknown) => error instanceof ConfigError && message.test(error.message),
    );

  it('no settings: the local folder DATA_DIR/uploads, as always', async () => {
    const config = load({});
    assert.deepEqual(config.storage, { kind: 'local', dir: join(dir, 'data', 'uploads') });
    assert.ok((await createStorage(config.storage)) instanceof LocalStorage);
  });

  it('STORAGE_URL=s3://bucket/prefix with an endpoint: path style, keys, public base URL', async () => {
    const config = load({
      STORAGE_URL: 's3://team-media/app/uploads/',
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_BASE_URL: 'https://cdn.example.com/',
    });
    assert.deepEqual(config.storage, {
      kind: 's3',
      bucket: 'team-media',
      prefix: 'app/uploads',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicBaseUrl: 'https://cdn.example.com',
    });
    const storage = (await createStorage(config.storage)) as S3Storage;
    assert.ok(storage instanceof S3Storage);
    assert.equal(storage.objectKey('a/b.png'), 'app/uploads/a/b.png');
    assert.equal(storage.directUrl('a/b.png'), 'https://cdn.example.com/app/uploads/a/b.png');
    assert.equal(storage.url('a/b.png'), '/media/a/b.png');
    storage.close();
  });

  it('S3_BUCKET on AWS (no endpoint): virtual-host style, the SDK credential chain, a region; from .env too', async () => {
    await writeFile(join(dir, '.env'), 'S3_BUCKET=prod-media\nS3_REGION=eu-west-3\n');
    try {
      const config = load({});
      assert.deepEqual(config.storage, {
        kind: 's3',
        bucket: 'prod-media',
        prefix: '',
        region: 'eu-west-3',
        endpoint: null,
        accessKeyId: null,
        secretAccessKey: null,
        forcePathStyle: false,
        publicBaseUrl: null,
      });
      assert.deepEqual(load({ S3_FORCE_PATH_STYLE: 'yes' }).storage, { ...config.storage, forcePathStyle: true });
    } finally {
      await rm(join(dir, '.env'));
    }
  });

  it('refuses what would leave files somewhere else than the deployer thinks', () => {
    refused(
      { STORAGE_URL: 'https://bucket.s3.amazonaws.com' },
      /^STORAGE_URL must be s3:\/\/<bucket> or s3:\/\/<bucket>\/<prefix>, got "https/,
    );
    refused({ STORAGE_URL: 's3://' }, /^STORAGE_URL must be s3:/);
    refused(
      { STORAGE_URL: 's3://media/b', S3_BUCKET: 'other' },
      /either as STORAGE_URL=s3:\/\/bucket\/prefix or as S3_BUCKET and S3_PREFIX, not both/,
    );
    refused(
      { S3_ENDPOINT: 'http://minio:9000' },
      /^S3_ENDPOINT is set but no bucket is: set STORAGE_URL=s3:\/\/bucket\/prefix or S3_BUCKET$/,
    );
    refused({ S3_PUBLIC_BASE_URL: 'https://cdn.example.com' }, /^S3_PUBLIC_BASE_URL is set but no bucket is/);
    refused({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }, /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together$/);
    refused({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'secret' }, /^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together$/);
    refused({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT must be an http:\/\/ or https:\/\/ URL/);
    refused({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' }, /^S3_FORCE_PATH_STYLE must be true or false/);
  });
});
