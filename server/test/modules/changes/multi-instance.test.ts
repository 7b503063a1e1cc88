import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { channelFor } from '../../../src/modules/changes/postgres-relay.js';
import { adminHeaders, json } from '../../helpers/api.js';
import { TASKS, TEMPLATES, createTask, createTemplate, postJson } from '../../helpers/backend.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../../helpers/build-test-app.js';
import { listen, openStream } from './event-stream-client.js';

/** Totals cached for a minute: a total that follows another instance's write did so through the feed. */
const LONG_CACHE = { COUNT_CACHE_TTL_MS: '60000' };

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

describe('two instances on one PostgreSQL database', { skip: testDatabaseUrl ? false : 'PostgreSQL only (TEST_DATABASE_URL)' }, () => {
  let a: TestApp;
  let b: TestApp;
  before(async () => {
    a = await buildTestApp(LONG_CACHE);
    // B on A's schema: one deployment, two instances.
    b = await buildTestApp({ ...LONG_CACHE, DATABASE_URL: a.config.databaseUrl!, DATABASE_SCHEMA: a.config.databaseSchema! });
  });
  after(async () => {
    await b.app.close();
    await rm(b.dataDir, { recursive: true, force: true });
    await a.close();
  });

  const taskTotal = async (t: TestApp) =>
    json(await t.app.inject({ method: 'GET', url: `${TASKS}/`, headers: await adminHeaders(t.app) })).count;
  const taskSummary = async (t: TestApp) =>
    json(await t.app.inject({ method: 'GET', url: `${TASKS}/stats/summary`, headers: await adminHeaders(t.app) })).status_stats.total;
  const templateTotal = async (t: TestApp) => json(await postJson(t.app, `${TEMPLATES}/list`, {})).count;

  it("a task written through A clears B's cached totals within 100 ms and reaches B's event stream", async () => {
    const base = await listen(b.app);
    const stream = await openStream(base, await adminHeaders(b.app));
    try {
      await stream.waitFor(/: connected/);
      const [listBefore, summaryBefore] = [await taskTotal(b), await taskSummary(b)];
      // B's count caches forget when its feed hears the change: that moment is when its totals follow.
      let heardAt = 0;
      const unsubscribe = b.app.changeFeed.subscribe(({ event }) => {
        if (event.kind === 'task' && !heardAt) heardAt = Date.now();
      });
      const task = await createTask(a.app);
      const acknowledged = Date.now();
      await until(async () => heardAt > 0, 1000);
      unsubscribe();
      const lag = heardAt - acknowledged;
      assert.ok(lag < 100, `B heard of A's write ${lag} ms after A acknowledged it`);
      assert.equal(await taskTotal(b), listBefore + 1);
      assert.equal(await taskSummary(b), summaryBefore + 1);
      await stream.waitFor(new RegExp(`"kind":"task","op":"created","id":${task.task_id}`), 1000);
      console.log(`# B's cached totals were cleared ${lag} ms after A acknowledged the write (negative: before its answer was sent)`);
    } finally {
      stream.close();
    }
  });

  it("a template written through B clears A's cached totals", async () => {
    const before = await templateTotal(a);
    await createTemplate(b.app);
    await until(async () => (await templateTotal(a)) === before + 1, 1000);
  });

  it('listens again after losing its connection, tells its streams to refetch, and hears the next change', async () => {
    const base = await listen(a.app);
    const stream = await openStream(base, await adminHeaders(a.app));
    try {
      await stream.waitFor(/: connected/);
      // Cut A's listening connection from the database side.
      const channel = channelFor(a.config.databaseSchema);
      const killed = await runSql(b, `select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen "${channel}"'`);
      assert.ok(killed > 0);
      await stream.waitFor(/event: reset/, 5000);
      const task = await createTask(b.app);
      await stream.waitFor(new RegExp(`"op":"created","id":${task.task_id}`), 1000);
    } finally {
      stream.close();
    }
  });
});

/** Runs a statement on the database of `t` (through its pool); how many rows it answered. */
async function runSql(t: TestApp, text: string): Promise<number> {
  const result = await sql.raw(text).execute(t.app.db);
  return result.rows.length;
}
