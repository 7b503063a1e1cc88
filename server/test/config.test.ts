import assert from 'node:assert/strict';
import { mkdtemp, rm, stat, writeFile, chmod, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'server-config-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('has the documented defaults', () => {
    const config = loadConfig({ cwd: dir, env: { SECRET_KEY: 'k'.repeat(40) } });
    assert.equal(config.port, 8000);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, join(dir, 'data'));
    assert.equal(config.sqlitePath, join(dir, 'data', 'app.db'));
    assert.equal(config.databaseUrl, null);
    assert.equal(config.firstSuperuser, 'admin@example.com');
    assert.equal(config.firstSuperuserPassword, 'changethis');
    assert.equal(config.accessTokenExpireMinutes, 60 * 24 * 8);
    assert.equal(config.emailResetTokenExpireHours, 48);
    assert.equal(config.frontendHost, 'http://localhost:8000');
    assert.equal(config.smtp.host, null);
    assert.equal(config.smtp.port, 587);
    assert.equal(config.smtp.tls, true);
    assert.equal(config.smtp.ssl, false);
    assert.deepEqual(config.loginRateLimit, { accountMax: 5, accountWindowSeconds: 900, ipMax: 30, ipWindowSeconds: 60 });
    assert.deepEqual(config.recoveryRateLimit, { ipMax: 20, ipWindowSeconds: 3600, addressMax: 5, addressWindowSeconds: 3600 });
    assert.equal(config.trustProxy, false);
    assert.equal(config.production, false);
    // The repository root: the folder holding server/.
    assert.equal(config.webRoot, resolve(import.meta.dirname, '..', '..'));
    assert.deepEqual(config.corsOrigins, []);
  });

  it('reads ./.env, with real environment variables winning', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'server-dotenv-'));
    try {
      await writeFile(
        join(cwd, '.env'),
        'PORT=9001\nPROJECT_NAME="From File"\nFRONTEND_HOST=http://file.test/\nSECRET_KEY=from-the-dotenv-file-0123456789abcdef\n',
      );
      const config = loadConfig({ cwd, env: { PORT: '9002' } });
      assert.equal(config.port, 9002);
      assert.equal(config.projectName, 'From File');
      assert.equal(config.frontendHost, 'http://file.test');
      assert.equal(config.secretKey, 'from-the-dotenv-file-0123456789abcdef');
      assert.equal(config.emailsFromName, 'From File');
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  });

  it('back office settings: defaults, key pairs that go together, URLs', () => {
    const env = { SECRET_KEY: 'k'.repeat(40) };
    const config = loadConfig({ cwd: dir, env });
    assert.equal(config.seedDemo, true);
    assert.equal(config.uploadsDir, join(dir, 'data', 'uploads'));
    assert.equal(config.worker.enabled, true);
    assert.equal(config.worker.maxAttempts, 5);
    assert.equal(config.worker.localDelayMs, 4000);
    assert.deepEqual(config.platforms, { keling: null, jimeng: null, minimax: null });
    assert.equal(config.ai.baseUrl, null);
    assert.equal(config.ai.model, 'gpt-4o-mini');

    const configured = loadConfig({
      cwd: dir,
      env: {
        ...env,
        SEED_DEMO: 'false',
        KELING_ACCESS_KEY: 'ak',
        KELING_SECRET_KEY: 'sk',
        JIMENG_ACCESS_KEY: 'jak',
        JIMENG_SECRET_KEY: 'jsk',
        JIMENG_BASE_URL: 'http://127.0.0.1:9/',
        MINIMAX_API_KEY: 'mk',
        AI_BASE_URL: 'https://api.example.com/v1/',
        AI_API_KEY: 'sk-x',
      },
    });
    assert.equal(configured.seedDemo, false);
    assert.deepEqual(configured.platforms.keling, {
      accessKey: 'ak',
      secretKey: 'sk',
      baseUrl: 'https://api-beijing.klingai.com',
      model: 'kling-v1-6',
    });
    assert.equal(configured.platforms.jimeng?.baseUrl, 'http://127.0.0.1:9');
    assert.equal(configured.platforms.jimeng?.region, 'cn-north-1');
    assert.equal(configured.platforms.minimax?.baseUrl, 'https://api.minimaxi.com');
    assert.equal(configured.ai.baseUrl, 'https://api.example.com/v1');

    assert.throws(
      () => loadConfig({ cwd: dir, env: { ...env, KELING_ACCESS_KEY: 'only-one' } }),
      /KELING_ACCESS_KEY and KELING_SECRET_KEY must be set together/,
    );
    assert.throws(() => loadConfig({ cwd: dir, env: { ...env, JIMENG_SECRET_KEY: 'only-one' } }), ConfigError);
    assert.throws(() => loadConfig({ cwd: dir, env: { ...env, AI_BASE_URL: 'api.example.com' } }), /AI_BASE_URL must be an http/);
    assert.throws(() => loadConfig({ cwd: dir, env: { ...env, MINIMAX_API_KEY: 'k', MINIMAX_BASE_URL: 'ftp://x' } }), ConfigError);
    assert.throws(() => loadConfig({ cwd: dir, env: { ...env, WORKER_CONCURRENCY: '0' } }), ConfigError);
  });

  it('switches to PostgreSQL only for postgres:// URLs', () => {
    const env = { SECRET_KEY: 'k'.repeat(40) };
    assert.equal(loadConfig({ cwd: dir, env: { ...env, DATABASE_URL: 'postgres://u@h/db' } }).databaseUrl, 'postgres://u@h/db');
    assert.equal(loadConfig({ cwd: dir, env: { ...env, DATABASE_URL: 'postgresql://u@h/db' } }).databaseUrl, 'postgresql://u@h/db');
    assert.throws(() => loadConfig({ cwd: dir, env: { ...env, DATABASE_URL: 'mysql://u@h/db' } }), ConfigError);
    assert.throws(() => loadConfig({ cwd: dir, env: { ...env, DATABASE_SCHEMA: 'Robert"); drop' } }), ConfigError);
  });

  it('rejects malformed numbers and booleans with a clear message', () => {
    const env = { SECRET_KEY: 'k'.repeat(40) };
    assert.throws(() => loadConfig({ cwd: dir, env: { ...env, PORT: 'eighty' } }), /PORT must be an integer/);
    assert.throws(() => loadConfig({ cwd: dir, env: { ...env, PORT: '70000' } }), /PORT/);
    assert.throws(() => loadConfig({ cwd: dir, env: { ...env, SMTP_TLS: 'perhaps' } }), /SMTP_TLS must be true or false/);
    assert.throws(() => loadConfig({ cwd: dir, env: { ...env, LOGIN_RATE_LIMIT_IP_MAX: '0' } }), /LOGIN_RATE_LIMIT_IP_MAX/);
    const config = loadConfig({
      cwd: dir,
      env: { ...env, SMTP_TLS: 'False', SMTP_SSL: '1', CORS_ORIGINS: 'http://a.test, ,http://b.test/' },
    });
    assert.equal(config.smtp.tls, false);
    assert.equal(config.smtp.ssl, true);
    assert.deepEqual(config.corsOrigins, ['http://a.test', 'http://b.test']);
  });

  it('without SECRET_KEY, generates a random key once and keeps it in DATA_DIR/secret_key (0600)', async () => {
    const dataDir = join(dir, 'secret-data');
    const first = loadConfig({ cwd: dir, env: { DATA_DIR: dataDir } });
    const file = join(dataDir, 'secret_key');
    assert.equal((await stat(file)).mode & 0o777, 0o600);
    assert.equal(await readFile(file, 'utf8'), first.secretKey);
    assert.ok(first.secretKey.length >= 64);
    const second = loadConfig({ cwd: dir, env: { DATA_DIR: dataDir } });
    assert.equal(second.secretKey, first.secretKey);
    const elsewhere = loadConfig({ cwd: dir, env: { DATA_DIR: join(dir, 'other-data') } });
    assert.notEqual(elsewhere.secretKey, first.secretKey);
    // An explicit SECRET_KEY wins and the file is left alone.
    assert.equal(
      loadConfig({ cwd: dir, env: { DATA_DIR: dataDir, SECRET_KEY: 'explicit-key-explicit-key-explicit' } }).secretKey,
      'explicit-key-explicit-key-explicit',
    );
    // A key file someone made world-readable is tightened again.
    await chmod(file, 0o644);
    loadConfig({ cwd: dir, env: { DATA_DIR: dataDir } });
    assert.equal((await stat(file)).mode & 0o777, 0o600);
  });

  it('refuses a secret_key file that is too short', async () => {
    const dataDir = join(dir, 'short-secret');
    loadConfig({ cwd: dir, env: { DATA_DIR: dataDir } });
    await writeFile(join(dataDir, 'secret_key'), 'short');
    assert.throws(() => loadConfig({ cwd: dir, env: { DATA_DIR: dataDir } }), /shorter than 32/);
  });
});

describe('loadConfig: what cannot be trusted', () => {
  const cwd = tmpdir();
  const strong = { SECRET_KEY: 's'.repeat(40), FIRST_SUPERUSER_PASSWORD: 'a-long-own-password', DATA_DIR: join(cwd, 'unused-data') };

  it('in production, refuses a short or default SECRET_KEY and the default first password, naming the setting', () => {
    const production = { ...strong, NODE_ENV: 'production' };
    assert.throws(
      () => loadConfig({ cwd, env: { ...production, SECRET_KEY: 'changethis' } }),
      (error: Error) => error instanceof ConfigError && /SECRET_KEY/.test(error.message),
    );
    assert.throws(() => loadConfig({ cwd, env: { ...production, SECRET_KEY: 'k'.repeat(31) } }), /SECRET_KEY/);
    assert.throws(() => loadConfig({ cwd, env: { ...production, FIRST_SUPERUSER_PASSWORD: '' } }), /FIRST_SUPERUSER_PASSWORD/);
    assert.throws(() => loadConfig({ cwd, env: { ...production, FIRST_SUPERUSER_PASSWORD: 'changethis' } }), /FIRST_SUPERUSER_PASSWORD/);
    assert.equal(loadConfig({ cwd, env: production }).production, true);
    // Outside production the defaults still start, for a first run on a laptop.
    assert.equal(loadConfig({ cwd, env: { ...strong, SECRET_KEY: 'short', FIRST_SUPERUSER_PASSWORD: 'changethis' } }).production, false);
  });

  it('loads demo data by default only on the embedded SQLite outside production; SEED_DEMO=true asks for it anywhere', () => {
    const seedDemo = (env: Record<string, string>) => loadConfig({ cwd, env: { ...strong, ...env } }).seedDemo;
    assert.equal(seedDemo({}), true);
    assert.equal(seedDemo({ DATABASE_URL: 'postgres://db.example/app' }), false);
    assert.equal(seedDemo({ NODE_ENV: 'production' }), false);
    assert.equal(seedDemo({ DATABASE_URL: 'postgres://db.example/app', SEED_DEMO: 'true' }), true);
    assert.equal(seedDemo({ NODE_ENV: 'production', SEED_DEMO: 'true' }), true);
    assert.equal(seedDemo({ SEED_DEMO: 'false' }), false);
  });

  it('TRUST_PROXY takes a hop count or proxy addresses, never a bare true', () => {
    const trust = (value: string) => loadConfig({ cwd, env: { ...strong, TRUST_PROXY: value } }).trustProxy;
    assert.equal(trust('false'), false);
    assert.equal(trust('0'), false);
    assert.equal(trust('2'), 2);
    assert.deepEqual(trust('10.0.0.1, 10.9.0.0/16,::1'), ['10.0.0.1', '10.9.0.0/16', '::1']);
    assert.throws(() => trust('true'), /TRUST_PROXY must be a hop count/);
    assert.throws(() => trust('proxy.internal'), /TRUST_PROXY: "proxy.internal"/);
  });
});
