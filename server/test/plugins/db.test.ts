import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createDatabase } from '../../src/db/connection.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { EmailTakenError } from '../../src/modules/users/users.repository.js';
import { json, loginRequest } from '../helpers/api.js';
import { buildTestApp, dropSchema, testDatabaseUrl, type TestApp } from '../helpers/build-test-app.js';

describe('database', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('uses the dialect the settings ask for', () => {
    if (testDatabaseUrl) {
      assert.equal(t.config.databaseUrl, testDatabaseUrl);
    } else {
      assert.equal(t.config.databaseUrl, null);
      assert.ok(existsSync(join(t.dataDir, 'app.db')));
      // WAL journal: its side file exists next to the database.
      assert.ok(existsSync(join(t.dataDir, 'app.db-wal')));
    }
  });

  it('on SQLite, every commit is synced (synchronous = FULL): an acknowledged write survives a power loss', async () => {
    if (testDatabaseUrl) return;
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(t.app.db);
    assert.equal(rows[0]?.synchronous, 2);
  });

  it('the database itself refuses a second e-mail differing only in case', async () => {
    const repo = t.app.usersRepository;
    const email = `Case-${randomUUID().slice(0, 8)}@Example.com`;
    const base = { hashed_password: 'x', full_name: null, is_active: true, is_superuser: false };
    await repo.create({ email, ...base });
    await assert.rejects(repo.create({ email: email.toLowerCase(), ...base }), EmailTakenError);
    const found = await repo.findByEmail(email.toUpperCase());
    assert.equal(found?.email, email);
  });

  it('stores booleans and timestamps that read back the same on either dialect', async () => {
    const row = await t.app.usersRepository.create({
      email: `flags-${randomUUID().slice(0, 8)}@example.com`,
      hashed_password: 'x',
      full_name: 'Flags',
      is_active: false,
      is_superuser: true,
    });
    const read = await t.app.usersRepository.findById(row.id);
    assert.deepEqual(read, row);
    assert.equal(read?.is_active, false);
    assert.equal(read?.is_superuser, true);
    assert.match(read!.created_at, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe('restarting on the same data', () => {
  let dataDir: string;
  let config: Config;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'server-restart-'));
    const schema = testDatabaseUrl ? `test_${randomUUID().replace(/-/g, '').slice(0, 20)}` : undefined;
    config = loadConfig({
      cwd: dataDir,
      env: {
        DATA_DIR: dataDir,
        WEB_ROOT: join(dataDir, 'web'),
        ARGON2_MEMORY_COST: '64',
        ARGON2_TIME_COST: '1',
        FIRST_SUPERUSER: 'Boss@Example.com',
        FIRST_SUPERUSER_PASSWORD: 'boss-password',
        ...(testDatabaseUrl && schema ? { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema } : {}),
      },
    });
  });
  after(async () => {
    if (config.databaseUrl && config.databaseSchema) await dropSchema(config.databaseUrl, config.databaseSchema);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps data and tokens, runs migrations once and creates the first superuser once', async () => {
    const first = await buildApp(config, { logger: false });
    const login = await loginRequest(first, 'boss@example.com', 'boss-password');
    assert.equal(login.statusCode, 200, login.body);
    const headers = { authorization: `Bearer ${json(login).access_token}` };
    const item = json(await first.inject({ method: 'POST', url: '/api/v1/items/', headers, payload: { title: 'survives' } }));
    await first.close();

    // Same settings, a changed first-superuser password: the existing account is kept as it is.
    const second = await buildApp({ ...config, firstSuperuserPassword: 'other-password' }, { logger: false });
    try {
      const read = await second.inject({ method: 'GET', url: `/api/v1/items/${item.id}`, headers });
      assert.equal(read.statusCode, 200, read.body);
      const users = json(await second.inject({ method: 'GET', url: '/api/v1/users/', headers }));
      assert.equal(users.count, 1);
      assert.equal(users.data[0].email, 'Boss@Example.com');
      assert.equal(users.data[0].is_superuser, true);
      assert.equal((await loginRequest(second, 'boss@example.com', 'boss-password')).statusCode, 200);
    } finally {
      await second.close();
    }
  });
});

describe('migrating in a database shared with others', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const onPostgres = { skip: !testDatabaseUrl && 'PostgreSQL only' };

  it('the introspector sees our schema only, with its tables and columns', onPostgres, async () => {
    const other = `other_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const client = new pg.Client({ connectionString: testDatabaseUrl! });
    await client.connect();
    try {
      await client.query(`create schema "${other}"; create table "${other}".users (id int); create table "${other}".elsewhere (id int)`);
      const introspection = t.app.db.introspection;
      assert.deepEqual(await introspection.getSchemas(), [{ name: t.config.databaseSchema }]);
      const tables = await introspection.getTables();
      assert.ok(tables.every((table) => table.schema === t.config.databaseSchema));
      assert.ok(!tables.some((table) => table.name === 'elsewhere' || table.name.startsWith('kysely_')));
      const users = tables.find((table) => table.name === 'users')!;
      const email = users.columns.find((column) => column.name === 'email');
      assert.deepEqual(email && { dataType: email.dataType, isNullable: email.isNullable, isAutoIncrementing: email.isAutoIncrementing }, {
        dataType: 'varchar',
        isNullable: false,
        isAutoIncrementing: false,
      });
      const templateId = tables.find((table) => table.name === 'video_templates')!.columns.find((column) => column.name === 'template_id');
      assert.equal(templateId?.isAutoIncrementing, true);
      const withKysely = await introspection.getTables({ withInternalKyselyTables: true });
      assert.ok(withKysely.some((table) => table.name === 'kysely_migration'));
    } finally {
      await client.query(`drop schema if exists "${other}" cascade`);
      await client.end();
    }
  });

  // Instances of a fleet start together on one new schema; two once raced to create it (a CI run).
  it('two instances migrating one new schema at the same time both succeed', onPostgres, async () => {
    for (let round = 0; round < 5; round++) {
      const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
      const instances = [0, 1].map(() => createDatabase({ databaseUrl: testDatabaseUrl!, databaseSchema: schema, sqlitePath: '' }));
      try {
        await Promise.all(instances.map((db) => migrateToLatest(db, schema)));
        const { rows } = await sql<{ count: string }>`select count(*) as count from users`.execute(instances[0]!);
        assert.equal(Number(rows[0]!.count), 0);
      } finally {
        await Promise.all(instances.map((db) => db.destroy()));
        await dropSchema(testDatabaseUrl!, schema);
      }
    }
  });

  // Kysely's migrator lists every schema of the database; a schema dropped meanwhile by someone
  // else once failed a migration of ours (a CI run, where test files run side by side).
  it('migrates while other schemas of the database come and go', onPostgres, async () => {
    const churn = new pg.Client({ connectionString: testDatabaseUrl! });
    await churn.connect();
    let churning = true;
    const others = (async () => {
      for (let i = 0; churning; i++) {
        const other = `churn_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
        await churn.query(`create schema "${other}"; create table "${other}".t (id int)`);
        await churn.query(`drop schema "${other}" cascade`);
      }
    })();
    const ours: string[] = [];
    try {
      for (let i = 0; i < 12; i++) {
        const schema = `test_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
        ours.push(schema);
        const db = createDatabase({ databaseUrl: testDatabaseUrl!, databaseSchema: schema, sqlitePath: '' });
        try {
          await migrateToLatest(db, schema);
          const { rows } = await sql<{ count: string }>`select count(*) as count from users`.execute(db);
          assert.equal(Number(rows[0]!.count), 0);
        } finally {
          await db.destroy();
        }
      }
    } finally {
      churning = false;
      await others;
      await churn.end();
      for (const schema of ours) await dropSchema(testDatabaseUrl!, schema);
    }
  });
});
