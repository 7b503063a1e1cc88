import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'changethis';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** The PostgreSQL under test when the runner's second pass sets TEST_DATABASE_URL. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || null;

/**
 * Builds the real application on a fresh temporary DATA_DIR (SQLite file there), or on a fresh
 * PostgreSQL schema of TEST_DATABASE_URL, so every test app starts empty and apps in parallel
 * test files never see each other's rows. Argon2 is made cheap and the login and sign-up limits generous;
 * tests that need other settings pass them in `env` (a setting given as undefined is left unset).
 */
export async function buildTestApp(env: Record<string, string | undefined> = {}, options: { logLines?: string[] } = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'server-test-'));
  const schema = testDatabaseUrl ? `test_${randomUUID().replace(/-/g, '').slice(0, 20)}` : null;
  const config = loadConfig({
    cwd: dataDir,
    env: {
      DATA_DIR: dataDir,
      WEB_ROOT: join(dataDir, 'web'),
      ARGON2_MEMORY_COST: '64',
      ARGON2_TIME_COST: '1',
      LOGIN_RATE_LIMIT_ACCOUNT_MAX: '10000',
      LOGIN_RATE_LIMIT_IP_MAX: '10000',
      SIGNUP_RATE_LIMIT_IP_MAX: '10000',
      FIRST_SUPERUSER: ADMIN_EMAIL,
      FIRST_SUPERUSER_PASSWORD: ADMIN_PASSWORD,
      FRONTEND_HOST: 'http://frontend.test',
      // No demo rows and no background worker unless a test asks for them.
      SEED_DEMO: 'false',
      WORKER_ENABLED: 'false',
      ...(testDatabaseUrl && schema ? { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema } : {}),
      ...env,
    },
  });
  // With logLines the app logs (JSON, one entry per line) into that array for the test to read.
  const logLines = options.logLines;
  const logger = logLines ? { level: 'info', stream: { write: (line: string) => void logLines.push(line) } } : false;
  const app = await buildApp(config, { logger });
  await app.ready();
  await app.demoSeeded;
  return {
    app,
    config,
    dataDir,
    async close() {
      await app.close();
      if (config.databaseUrl && config.databaseSchema) await dropSchema(config.databaseUrl, config.databaseSchema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
  } finally {
    await client.end();
  }
}
