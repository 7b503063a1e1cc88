import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import pg from 'pg';
import { adminHeaders } from '../../helpers/api.js';
import { TASKS, TEMPLATES } from '../../helpers/backend.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../../helpers/build-test-app.js';
import { assertCountsExact } from './exact-counts.js';

// Two instances of one deployment write the same tables at once (creates, status and read
// changes, deletes, template changes) while a script writes around them and reads fold the
// counters' deltas: afterwards every count equals a COUNT(*) made then. No writer waited on a
// counter row (no deadlock, no serialization failure): every call answered 200.

describe('counts under concurrent writers', { skip: testDatabaseUrl ? false : 'PostgreSQL only (TEST_DATABASE_URL)' }, () => {
  let a: TestApp;
  let b: TestApp;
  before(async () => {
    a = await buildTestApp();
    b = await buildTestApp({ DATABASE_URL: a.config.databaseUrl!, DATABASE_SCHEMA: a.config.databaseSchema! });
  });
  after(async () => {
    await b.app.close();
    await rm(b.dataDir, { recursive: true, force: true });
    await a.close();
  });

  it('two instances and a script writing at once leave every count exact', async () => {
    const platforms = ['keling', 'jimeng', 'minimax'];
    const statuses = ['待生成', '已生成', '待补全'];
    async function writer(t: TestApp, seed: number, rounds: number): Promise<void> {
      const headers = await adminHeaders(t.app);
      const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
        const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        assert.ok(
          response.statusCode === 200 || (method === 'DELETE' && response.statusCode === 404),
          `${method} ${url}: ${response.body}`,
        );
        return JSON.parse(response.body);
      };
      for (let i = 0; i < rounds; i++) {
        const n = seed * 1000 + i;
        const task = await call('POST', `${TASKS}/`, { template_id: 1, user_id: n, platform: platforms[n % 3], task_status: (n % 4) + 1 });
        const template = await call('POST', `${TEMPLATES}/create`, { template_name: `T ${n}`, template_platform: platforms[(n + 1) % 3] });
        // Another instance's rows too: the lowest ids, which both instances change.
        const target = (
          await a.app.db
            .selectFrom('video_tasks')
            .select('task_id')
            .orderBy('task_id')
            .limit(1)
            .offset(i % 5)
            .executeTakeFirst()
        )?.task_id;
        if (target !== undefined) await call('PUT', `${TASKS}/${target}`, { task_status: ((n + 1) % 4) + 1, is_read: n % 2 === 0 });
        await call('PUT', `${TASKS}/${task.task_id}`, { is_read: true });
        await call('POST', `${TEMPLATES}/update`, {
          template_id: template.template_id,
          template_status: statuses[n % 3],
          template_platform: null,
        });
        if (i % 3 === 0) await call('DELETE', `${TASKS}/${task.task_id}`);
        // Reads fold the deltas while others write.
        if (i % 4 === 0) await call('GET', `${TASKS}/stats/summary`);
      }
    }
    async function script(rounds: number): Promise<void> {
      const client = new pg.Client({ connectionString: a.config.databaseUrl! });
      await client.connect();
      try {
        await client.query(`set search_path to "${a.config.databaseSchema}"`);
        for (let i = 0; i < rounds; i++) {
          await client.query(`update video_tasks set platform = 'minimax', task_status = 4 where task_id % 7 = $1`, [i % 7]);
          await client.query(
            `insert into video_tasks (template_id, user_id, platform, task_status, is_read, created_at, updated_at, worker_managed, attempts)
             select 1, g, 'jimeng', 3, false, now()::text, now()::text, false, 0 from generate_series(1, 5) g`,
          );
          await client.query(`update video_templates set template_sub_status = 'AUDIT_FAILED' where template_id % 5 = $1`, [i % 5]);
        }
      } finally {
        await client.end();
      }
    }
    await Promise.all([writer(a, 1, 30), writer(a, 2, 30), writer(b, 3, 30), writer(b, 4, 30), script(30)]);
    await assertCountsExact(a.app, 'instance A');
    await assertCountsExact(b.app, 'instance B');
    const rows = await sql<{ n: string }>`select count(*) as n from video_tasks`.execute(a.app.db);
    assert.ok(Number(rows.rows[0]!.n) > 100);
  });
});
