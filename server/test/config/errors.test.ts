import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('settings the server cannot start with', () => {
  let cwd: string;
  before(async () => {
    cwd = await mkdtemp(join(tmpdir(), 'server-config-errors-'));
  });
  after(() => rm(cwd, { recursive: true, force: true }));

  const load = (env: Record<string, string>) => loadConfig({ cwd, env: { SECRET_KEY: 'k'.repeat(40), ...env } });
  const refused = (env: Record<string, string>, message: string) =>
    assert.throws(
      () => load(env),
      (error: Error) => error instanceof ConfigError && error.message === message,
    );

  it('name the setting, what it accepts and the value given', () => {
    refused({ PORT: '70000' }, 'PORT must be an integer between 0 and 65535, got "70000"');
    refused({ PORT: ' 1.5 ' }, 'PORT must be an integer between 0 and 65535, got "1.5"');
    refused({ WORKER_RETRY_BASE_MS: '-1' }, 'WORKER_RETRY_BASE_MS must be an integer between 0 and 9007199254740991, got "-1"');
    refused({ SMTP_TLS: 'Perhaps' }, 'SMTP_TLS must be true or false, got "perhaps"');
    refused({ AI_BASE_URL: 'api.example.com/' }, 'AI_BASE_URL must be an http:// or https:// URL, got "api.example.com"');
    refused({ DATABASE_URL: 'mysql://u@h/db' }, 'DATABASE_URL must start with postgres:// or postgresql:// (leave it unset for SQLite)');
    refused({ DATABASE_SCHEMA: 'Public' }, 'DATABASE_SCHEMA must be a lower-case SQL identifier');
    refused({ JIMENG_SECRET_KEY: 'only-one' }, 'JIMENG_ACCESS_KEY and JIMENG_SECRET_KEY must be set together');
    refused({ KELING_SECRET_KEY: 'only-one' }, 'KELING_ACCESS_KEY and KELING_SECRET_KEY must be set together');
  });

  it("check a platform's base URL only once its keys are set", () => {
    assert.equal(load({ KELING_BASE_URL: 'nope', MINIMAX_BASE_URL: 'nope' }).platforms.keling, null);
    refused(
      { KELING_ACCESS_KEY: 'ak', KELING_SECRET_KEY: 'sk', KELING_BASE_URL: 'nope' },
      'KELING_BASE_URL must be an http:// or https:// URL, got "nope"',
    );
    refused({ MINIMAX_API_KEY: 'mk', MINIMAX_BASE_URL: 'nope' }, 'MINIMAX_BASE_URL must be an http:// or https:// URL, got "nope"');
  });

  it('take the usual words for true and false, in any case', () => {
    const config = load({ SMTP_TLS: 'NO', SMTP_SSL: 'Yes', WORKER_ENABLED: 'off', SEED_DEMO: 'on' });
    assert.deepEqual([config.smtp.tls, config.smtp.ssl, config.worker.enabled, config.seedDemo], [false, true, false, true]);
  });

  it('pin a remote only when its URL is set', () => {
    const config = load({ REMOTE_ITEMS_URL: 'https://cdn.test/items/mf-manifest.json', REMOTE_ACCOUNT_URL: ' ' });
    assert.deepEqual(config.remoteUrls, { REMOTE_ITEMS_URL: 'https://cdn.test/items/mf-manifest.json' });
  });
});
