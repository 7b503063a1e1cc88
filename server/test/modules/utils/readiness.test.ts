import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../../src/db/types.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

/** A database handle whose every query fails, as when the database server is gone. */
function unreachableDatabase(): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new SqliteDialect({
      database: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    }),
  });
}

describe('GET /api/v1/utils/ready/', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const ready = () => t.app.inject({ method: 'GET', url: '/api/v1/utils/ready/' });

  it('answers 200 ready to anyone, never cached', async () => {
    const response = await ready();
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ready' });
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('answers 503 while the database does not answer, and 200 again once it does', async () => {
    const db = t.app.db;
    const broken = unreachableDatabase();
    t.app.db = broken;
    try {
      const response = await ready();
      assert.equal(response.statusCode, 503);
      assert.deepEqual(response.json(), { status: 'database unreachable' });
      // Liveness is not readiness: the process itself is fine.
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/utils/health-check/' })).statusCode, 200);
    } finally {
      t.app.db = db;
      await broken.destroy().catch(() => undefined);
    }
    assert.equal((await ready()).statusCode, 200);
  });

  it('answers 503 draining once a shutdown starts', async () => {
    t.app.readiness.startDraining();
    const response = await ready();
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), { status: 'draining' });
  });
});
