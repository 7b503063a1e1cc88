import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { recountAll } from '../../../src/modules/counts/recount.js';
import { adminHeaders } from '../../helpers/api.js';
import { TASKS, TEMPLATES, createTask, createTemplate, postJson } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { acceptedJob, runJobs } from '../bulk-jobs/helpers.js';
import { assertCountsExact } from './exact-counts.js';

// The counts the screens show (summary cards, platform distribution, tab badges, list totals, the
// dashboard's figures) come from counter tables the database keeps in each write's transaction.
// After every kind of write, through the app or around it, each equals a COUNT(*) made now.

describe('counts kept by the database', () => {
  let t: TestApp;
  let dialect: 'postgres' | 'sqlite';
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  before(async () => {
    t = await buildTestApp();
    dialect = t.config.databaseUrl ? 'postgres' : 'sqlite';
  });
  after(() => t.close());

  it('follow task creates, status and read changes, deletes, and the pipeline', async () => {
    const headers = await adminHeaders(t.app);
    const created = [];
    for (const [platform, task_status, is_read] of [
      ['keling', 1, false],
      ['jimeng', 2, false],
      ['minimax', 3, true],
      ['keling', 3, false],
      ['jimeng', 4, true],
      ['minimax', 4, false],
    ] as const) {
      created.push(await createTask(t.app, { platform, task_status, is_read }));
    }
    await assertCountsExact(t.app, 'after creates');
    const put = async (id: number, payload: object) => {
      const response = await t.app.inject({ method: 'PUT', url: `${TASKS}/${id}`, headers, payload });
      assert.equal(response.statusCode, 200, response.body);
    };
    await put(created[0].task_id, { task_status: 3 });
    await put(created[1].task_id, { is_read: true });
    await put(created[2].task_id, { task_status: 4, is_read: false });
    await assertCountsExact(t.app, 'after updates');
    const removed = await t.app.inject({ method: 'DELETE', url: `${TASKS}/${created[3].task_id}`, headers });
    assert.equal(removed.statusCode, 200);
    await assertCountsExact(t.app, 'after a delete');

    // The pipeline: the worker claims due tasks and writes each step's result.
    await createTask(t.app, { platform: 'minimax' });
    const due = await t.app.videoTasksRepository.claimDue('counts-test', '9999-01-01T00:00:00.000Z', '9999-01-01T00:00:00.000Z', 10);
    assert.ok(due.length > 0);
    for (const task of due) {
      await t.app.videoTasksRepository.finishStep(task.task_id, 'counts-test', task.task_status, {
        task_status: 3,
        video_url: 'https://x/v.mp4',
      });
    }
    // Demo data goes in many at once, some of them days ago.
    await t.app.videoTasksRepository.createMany(
      Array.from({ length: 30 }, (_, i) => ({
        template_id: 1,
        original_template_id: null,
        user_id: i,
        platform: ['keling', 'jimeng', 'minimax'][i % 3]!,
        platform_task_id: null,
        task_status: (i % 4) + 1,
        is_read: i % 5 === 0,
        video_url: null,
        first_image: null,
        second_image: null,
        merged_image: null,
        create_task_params: null,
        create_task_rsp: null,
        query_task_rsp: null,
        worker_managed: false,
        attempts: 0,
        next_attempt_at: null,
        template_video_slot: null,
        created_at: daysAgo(i % 9),
        updated_at: daysAgo(i % 9),
      })),
    );
    await assertCountsExact(t.app, 'after the pipeline and a batch insert');
  });

  it('follow template creates, changes of status, sub-status and platform, copies, batch changes and deletes', async () => {
    const made = [];
    for (const [template_status, template_sub_status, template_platform] of [
      ['待生成', 'UNREVIEWED', 'keling'],
      ['已生成', 'AUDIT_PENDING', 'jimeng'],
      ['待补全', 'UNREVIEWED', null],
      ['已上架', '已上架', 'minimax'],
      ['待生成', 'GENERATION_FAILED', 'keling'],
    ] as const) {
      made.push(await createTemplate(t.app, { template_status, template_sub_status, template_platform }));
    }
    await assertCountsExact(t.app, 'after template creates');
    const update = async (fields: object) => assert.equal((await postJson(t.app, `${TEMPLATES}/update`, fields)).statusCode, 200);
    await update({ template_id: made[0].template_id, template_status: '已生成' });
    await update({ template_id: made[1].template_id, template_sub_status: 'AUDIT_FAILED' });
    await update({ template_id: made[2].template_id, template_platform: 'keling' });
    await update({ template_id: made[3].template_id, template_platform: null });
    await assertCountsExact(t.app, 'after template updates');
    assert.equal((await postJson(t.app, `${TEMPLATES}/copy`, { template_id: made[3].template_id })).statusCode, 200);
    const batch = await postJson(t.app, `${TEMPLATES}/batch-update-status`, {
      template_ids: [made[0].template_id, made[4].template_id],
      template_status: '待生成',
      template_sub_status: 'AUDIT_FAILED',
    });
    assert.equal(batch.statusCode, 200, batch.body);
    assert.equal((await postJson(t.app, `${TEMPLATES}/delete`, { template_id: made[2].template_id })).statusCode, 200);
    await assertCountsExact(t.app, 'after a copy, a batch change and a delete');
  });

  it('follow bulk jobs', async () => {
    const tasks = [];
    for (let i = 0; i < 12; i++) tasks.push(await createTask(t.app, { platform: i % 2 ? 'jimeng' : 'minimax', task_status: (i % 4) + 1 }));
    const ids = tasks.map((task) => task.task_id);
    await acceptedJob(t.app, { list: 'tasks', action: 'set_status', task_status: 4, ids: ids.slice(0, 6) });
    await acceptedJob(t.app, {
      list: 'tasks',
      action: 'mark_read',
      filters: { platform: 'jimeng', is_read: false },
      expected_count: await unreadJimeng(),
    });
    await runJobs(t.app);
    await acceptedJob(t.app, { list: 'tasks', action: 'delete', ids: ids.slice(9) });
    const templates = [];
    for (let i = 0; i < 4; i++)
      templates.push(await createTemplate(t.app, { template_status: '已生成', template_sub_status: 'AUDIT_PENDING' }));
    await acceptedJob(t.app, { list: 'templates', action: 'reject', ids: templates.slice(0, 2).map((row) => row.template_id) });
    await acceptedJob(t.app, { list: 'templates', action: 'delete', ids: templates.slice(2).map((row) => row.template_id) });
    await runJobs(t.app);
    await assertCountsExact(t.app, 'after bulk jobs');

    async function unreadJimeng() {
      const response = await t.app.inject({
        method: 'GET',
        url: `${TASKS}/?limit=1&platform=jimeng&is_read=false`,
        headers: await adminHeaders(t.app),
      });
      return JSON.parse(response.body).count as number;
    }
  });

  it('follow writes made around the app (a script, a bulk load), and ignore a rolled back one', async () => {
    const db = t.app.db;
    const now = new Date().toISOString();
    const series =
      dialect === 'postgres'
        ? sql`select i from generate_series(1, 500) as s(i)`
        : sql`select value as i from (with recursive n(value) as (select 1 union all select value + 1 from n where value < 500) select value from n)`;
    await sql`insert into video_tasks (template_id, user_id, platform, task_status, is_read, created_at, updated_at, worker_managed, attempts)
      select 1, i, case i % 3 when 0 then 'keling' when 1 then 'jimeng' else 'minimax' end, i % 4 + 1, ${dialect === 'postgres' ? sql`i % 2 = 0` : sql`i % 2`},
        ${now}, ${now}, ${dialect === 'postgres' ? sql`false` : sql`0`}, 0
      from (${series}) as numbers`.execute(db);
    await sql`insert into video_templates (template_name, template_platform, template_status, template_sub_status, template_is_manual_audit, created_at, updated_at)
      select 'Loaded ' || i, case when i % 5 = 0 then null else 'jimeng' end, case i % 2 when 0 then '已上架' else '待补全' end, 'UNREVIEWED',
        ${dialect === 'postgres' ? sql`false` : sql`0`}, ${now}, ${now}
      from (${series}) as numbers`.execute(db);
    await assertCountsExact(t.app, 'after a bulk load');
    await sql`update video_tasks set platform = 'keling', is_read = ${dialect === 'postgres' ? sql`true` : sql`1`} where task_id % 3 = 0`.execute(
      db,
    );
    await sql`update video_tasks set created_at = ${daysAgo(3)} where task_id % 7 = 0`.execute(db);
    await sql`update video_templates set template_sub_status = 'AUDIT_FAILED', template_platform = null where template_id % 4 = 0`.execute(
      db,
    );
    await sql`delete from video_tasks where task_id % 5 = 0`.execute(db);
    await sql`delete from video_templates where template_id % 6 = 0`.execute(db);
    await assertCountsExact(t.app, 'after updates and deletes around the app');

    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await sql`delete from video_tasks`.execute(trx);
        await sql`update video_templates set template_status = '已上架'`.execute(trx);
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    await assertCountsExact(t.app, 'after a rolled back transaction');
  });

  it('a recount sets the counters right again (a repair)', async () => {
    await sql`update video_task_counts set n = n + 7`.execute(t.app.db);
    await sql`delete from video_template_counts`.execute(t.app.db);
    await recountAll(t.app.db, dialect);
    await assertCountsExact(t.app, 'after a recount');
  });

  it(
    'PostgreSQL: the delta rows of many writes are folded into one per key, the counts unchanged',
    {
      skip: t_isPostgres() ? false : 'PostgreSQL only (SQLite keeps one row per key)',
    },
    async () => {
      for (let i = 0; i < 260; i++) {
        await sql`update video_tasks set is_read = not is_read where task_id = (select min(task_id) from video_tasks)`.execute(t.app.db);
      }
      const rows = async () => Number((await sql<{ n: string }>`select count(*) as n from video_task_counts`.execute(t.app.db)).rows[0]!.n);
      assert.ok((await rows()) > 250);
      // A read finds the deltas, answers their sums, and has them folded meanwhile.
      await assertCountsExact(t.app, 'with many deltas');
      const started = Date.now();
      while ((await rows()) > 24 && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.ok((await rows()) <= 24, `${await rows()} rows left`);
      await assertCountsExact(t.app, 'after folding');
    },
  );

  it(
    'PostgreSQL: writes through the app fold the deltas too, while no one reads the counts',
    {
      skip: t_isPostgres() ? false : 'PostgreSQL only (SQLite keeps one row per key)',
    },
    async () => {
      const rows = async () => Number((await sql<{ n: string }>`select count(*) as n from video_task_counts`.execute(t.app.db)).rows[0]!.n);
      const task = await createTask(t.app, { platform: 'jimeng' });
      // Enough writes to pass FOLD_EVERY_WRITES whatever the count before; each moves a key (the read flag).
      let peak = 0;
      for (let i = 0; i < 1100; i++) {
        await t.app.videoTasksRepository.update(task.task_id, { is_read: i % 2 === 0 });
        if (i % 100 === 0) peak = Math.max(peak, await rows());
      }
      const started = Date.now();
      while ((await rows()) > 24 + 600 && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
      assert.ok(peak < 1100, `deltas were folded along the way (at most ${peak} rows seen)`);
      await assertCountsExact(t.app, 'after writes that folded');
    },
  );
});

function t_isPostgres(): boolean {
  return Boolean(process.env.TEST_DATABASE_URL);
}
