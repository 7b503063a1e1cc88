import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { CompiledQuery, sql } from 'kysely';
import { checkBackendQueryPlans, explainQuery, type PlanSample } from '../helpers/query-plans.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

// The queries behind every list call (no filter, each filter alone, the substring searches, a
// later page), the task summary and the items list, as the repositories make them, explained on
// a table of realistic size and spread: none may read a whole big table on a request. Counts
// and the summary are served from the count cache (count-cache.test.ts), so a total of a whole
// table may read all of it (or all of an index) once per COUNT_CACHE_TTL_MS.

const ROWS = 20_000;

const SAMPLE: PlanSample = {
  nameNeedle: 'golden sunset',
  topTitleNeedle: 'Title 1234',
  templateId: 500,
  taskId: 777,
  taskTemplateId: 77,
  originalTemplateId: 12,
  userId: 123,
};

// The index each sorted call reads its page from (the filter x sort pairs of the decision record).
// With a filter, the index of filter and sort, or (where the planner finds it cheaper for a filter
// matching many rows) the sort's own index, its rows filtered as they come: in order either way.
// Sorted by the filter's own column, the rows tie on it, so their order is the id's (the key).
const TEMPLATES_KEY = /video_templates_pkey|INTEGER PRIMARY KEY|SCAN video_templates(?! USING)/;
const TASKS_KEY = /video_tasks_pkey|INTEGER PRIMARY KEY|SCAN video_tasks(?! USING)/;
const SORTED_CALLS: [string, RegExp][] = [
  ['templates: sort created_at desc', /video_templates_created_idx/],
  ['templates: sort template_id asc', TEMPLATES_KEY],
  ['templates: sort template_status asc', /video_templates_status_sort_idx/],
  ['templates: sort template_platform desc', /video_templates_platform_sort_idx/],
  ['templates: template_status, sort created_at asc', /video_templates_status_created_idx|video_templates_created_idx/],
  ['templates: template_status, sort template_id desc', /video_templates_status_sort_idx|video_templates_pkey/],
  ['templates: template_status, sort template_status asc', /video_templates_status_sort_idx|video_templates_pkey/],
  ['templates: template_status, sort template_platform asc', /video_templates_status_platform_idx|video_templates_platform_sort_idx/],
  ['templates: template_platform, sort template_id asc', /video_templates_platform_sort_idx|video_templates_pkey/],
  ['templates: template_platform, sort template_platform desc', /video_templates_platform_sort_idx|video_templates_pkey/],
  ['templates: sort template_status desc, page 50', /video_templates_status_sort_idx/],
  ['tasks: sort task_id desc', TASKS_KEY],
  ['tasks: sort template_id asc', /video_tasks_template_sort_idx/],
  ['tasks: sort task_status desc', /video_tasks_status_sort_idx/],
  ['tasks: sort platform asc', /video_tasks_platform_sort_idx/],
  ['tasks: task_status, sort task_id asc', /video_tasks_status_sort_idx|video_tasks_pkey/],
  ['tasks: task_status, sort task_status desc', /video_tasks_status_sort_idx|video_tasks_pkey/],
  ['tasks: task_status, sort updated_at desc', /video_tasks_status_updated_idx|video_tasks_updated_idx/],
  // A template's tasks are few: found through either index of the template id (and sorted, at most
  // a thousand rows: see fullScans), or read in order from the sort's.
  ['tasks: template_id, sort template_id asc', /video_tasks_template_sort_idx|video_tasks_pkey|video_tasks_template_created_idx/],
  ['tasks: template_id, sort task_id desc', /video_tasks_template_sort_idx|video_tasks_pkey|video_tasks_template_created_idx/],
  ['tasks: platform, sort platform asc', /video_tasks_platform_sort_idx|video_tasks_pkey/],
  ['tasks: platform, sort task_id desc', /video_tasks_platform_sort_idx|video_tasks_pkey/],
  ['tasks: sort platform desc, page 50', /video_tasks_platform_sort_idx/],
];

describe('query plans of the list and summary calls', () => {
  let t: TestApp;
  let dialect: 'postgres' | 'sqlite';
  before(async () => {
    t = await buildTestApp();
    dialect = t.config.databaseUrl ? 'postgres' : 'sqlite';
    const db = t.app.db;
    if (dialect === 'postgres') {
      await sql`insert into video_templates (template_name, template_top_title, template_platform, template_status, template_sub_status, original_template_id, template_image_num, photo_tips_id, template_is_manual_audit, created_at, updated_at)
        select 'Template ' || i || case when i % 1000 = 0 then ' golden sunset' else '' end, 'Title ' || i, (array['keling','jimeng','minimax'])[i % 3 + 1],
          (array['待生成','已生成','待补全','已上架'])[i % 4 + 1], (array['UNREVIEWED','已上架','已下架','AUDIT_PENDING'])[i % 4 + 1], case when i % 13 = 0 then i % 500 + 1 end, 1, 1, false,
          to_char(timestamp '2026-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), to_char(timestamp '2026-01-01' + (i * 7919 % ${ROWS}) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        from generate_series(1, ${ROWS}) as s(i)`.execute(db);
      await sql`insert into video_tasks (template_id, original_template_id, user_id, platform, task_status, is_read, created_at, updated_at, worker_managed, attempts)
        select i % 2000 + 1, case when i % 10 = 0 then i % 300 + 1 end, i % 5000, (array['keling','jimeng','minimax'])[i % 3 + 1], (array[3,3,3,4,2,1])[i % 6 + 1], i % 2 = 0,
          to_char(timestamp '2026-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), to_char(timestamp '2026-01-01' + (i * 7919 % ${ROWS}) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), false, 0
        from generate_series(1, ${ROWS}) as s(i)`.execute(db);
    } else {
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
        insert into video_templates (template_name, template_top_title, template_platform, template_status, template_sub_status, original_template_id, template_image_num, photo_tips_id, template_is_manual_audit, created_at, updated_at)
        select 'Template ' || i || case when i % 1000 = 0 then ' golden sunset' else '' end, 'Title ' || i, case i % 3 when 0 then 'keling' when 1 then 'jimeng' else 'minimax' end,
          case i % 4 when 0 then '待生成' when 1 then '已生成' when 2 then '待补全' else '已上架' end, case i % 4 when 0 then 'UNREVIEWED' when 1 then '已上架' when 2 then '已下架' else 'AUDIT_PENDING' end,
          case when i % 13 = 0 then i % 500 + 1 end, 1, 1, 0,
          strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (i * 7919 % ${ROWS}) || ' minutes')
        from n`.execute(db);
      await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS})
        insert into video_tasks (template_id, original_template_id, user_id, platform, task_status, is_read, created_at, updated_at, worker_managed, attempts)
        select i % 2000 + 1, case when i % 10 = 0 then i % 300 + 1 end, i % 5000, case i % 3 when 0 then 'keling' when 1 then 'jimeng' else 'minimax' end,
          case i % 6 when 3 then 4 when 4 then 2 when 5 then 1 else 3 end, i % 2,
          strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (i * 7919 % ${ROWS}) || ' minutes'), 0, 0
        from n`.execute(db);
    }
    // Items: 100 users with 200 each.
    const users = Array.from({ length: 100 }, (_, i) => ({
      id: randomUUID(),
      email: `items-${i}@example.com`,
      hashed_password: 'x',
      full_name: null,
      is_active: true,
      is_superuser: false,
      created_at: '2026-01-01T00:00:00.000Z',
      password_changed_at: '2026-01-01T00:00:00.000Z',
    }));
    await db.insertInto('users').values(users).execute();
    SAMPLE.itemsOwnerId = users[42]!.id;
    for (let start = 0; start < 20_000; start += 1000) {
      await db
        .insertInto('items')
        .values(
          Array.from({ length: 1000 }, (_, i) => ({
            id: randomUUID(),
            title: `Item ${start + i}`,
            description: null,
            owner_id: users[(start + i) % 100]!.id,
            created_at: new Date(Date.UTC(2026, 0, 1) + (start + i) * 60_000).toISOString(),
          })),
        )
        .execute();
    }
    if (dialect === 'postgres') {
      // Statistics and a visibility map, as autovacuum would leave them.
      await sql`vacuum analyze video_templates, video_tasks, items, users`.execute(db);
    } else {
      await sql`analyze`.execute(db);
    }
  });
  after(() => t.close());

  it('the check sees a full scan when there is one', async () => {
    const parameter = dialect === 'postgres' ? '$1' : '?';
    const query = CompiledQuery.raw(`select * from video_tasks where video_url = ${parameter} or video_url is null limit 10`, ['x']);
    const { fullScans } = await explainQuery(t.app.db, dialect, query);
    assert.equal(fullScans.length, 1, 'an unindexed filter reads the whole table');
  });

  it('the check sees a page that sorts every matching row', async () => {
    const parameter = dialect === 'postgres' ? '$1' : '?';
    const query = CompiledQuery.raw(`select * from video_tasks where task_status = ${parameter} order by video_url, task_id limit 10`, [3]);
    const { fullScans } = await explainQuery(t.app.db, dialect, query);
    assert.ok(
      fullScans.some((scan) => scan.includes('every matching row')),
      fullScans.join('; '),
    );
  });

  it('a later page (keys found in the index first) answers exactly what OFFSET over the table does', async () => {
    const db = t.app.db;
    for (const [filters, skip] of [
      [{}, 990],
      [{ template_status: '已上架' }, 300],
      [{ template_name: 'golden sunset' }, 5],
      [{ template_platform: 'keling' }, 45],
    ] as const) {
      const { rows } = await t.app.videoTemplatesRepository.list(filters, skip, 10);
      let expected = db.selectFrom('video_templates').select('template_id');
      if ('template_status' in filters) expected = expected.where('template_status', '=', filters.template_status);
      if ('template_platform' in filters) expected = expected.where('template_platform', '=', filters.template_platform);
      if ('template_name' in filters) expected = expected.where('template_name', 'like', '%golden sunset%');
      const ids = (await expected.orderBy('updated_at', 'desc').orderBy('template_id', 'desc').limit(10).offset(skip).execute()).map(
        (row) => Number(row.template_id),
      );
      assert.deepEqual(
        rows.map((row) => row.template_id),
        ids,
        JSON.stringify(filters),
      );
      assert.equal(rows.length, 10);
    }
    for (const [filters, sort, skip] of [
      [{}, { by: 'template_status', order: 'asc' }, 990],
      [{ template_status: '已上架' }, { by: 'template_platform', order: 'desc' }, 300],
      [{ template_platform: 'keling' }, { by: 'created_at', order: 'asc' }, 45],
    ] as const) {
      const { rows } = await t.app.videoTemplatesRepository.list(filters, skip, 10, sort);
      let expected = db.selectFrom('video_templates').select('template_id');
      for (const [column, value] of Object.entries(filters)) expected = expected.where(column as 'template_status', '=', value);
      const ids = (await expected.orderBy(sort.by, sort.order).orderBy('template_id', sort.order).limit(10).offset(skip).execute()).map(
        (row) => Number(row.template_id),
      );
      assert.equal(ids.length, 10);
      assert.deepEqual(
        rows.map((row) => row.template_id),
        ids,
        JSON.stringify({ filters, sort, skip }),
      );
    }
    for (const [filters, sort, skip] of [
      [{}, { by: 'created_at', order: 'desc' }, 1234],
      [{ task_status: 3 }, { by: 'created_at', order: 'desc' }, 500],
      [{ platform: 'jimeng' }, { by: 'updated_at', order: 'asc' }, 77],
      [{ user_id: 123 }, { by: 'task_id', order: 'asc' }, 1],
      [{ task_status: 3 }, { by: 'platform', order: 'desc' }, 45],
      [{}, { by: 'template_id', order: 'asc' }, 333],
    ] as const) {
      const { rows } = await t.app.videoTasksRepository.list(filters, sort, skip, 10);
      let expected = db.selectFrom('video_tasks').select('task_id');
      for (const [column, value] of Object.entries(filters)) expected = expected.where(column as 'platform', '=', value as string);
      const ids = (await expected.orderBy(sort.by, sort.order).orderBy('task_id', sort.order).limit(10).offset(skip).execute()).map((row) =>
        Number(row.task_id),
      );
      assert.ok(ids.length > 0);
      assert.deepEqual(
        rows.map((row) => row.task_id),
        ids,
        JSON.stringify({ filters, sort, skip }),
      );
    }
  });

  it("no list call, nor the summary, nor the worker's claim, reads a whole table", async () => {
    const report = await checkBackendQueryPlans(t.app.db, dialect, SAMPLE);
    if (process.env.SHOW_PLANS) for (const entry of report) console.log(`${entry.call}: ${entry.summary}`);
    assert.ok(report.length >= 20);
    for (const entry of report) {
      assert.ok(entry.queries >= 1, entry.call);
      assert.deepEqual(entry.fullScans, [], `${entry.call}: ${entry.summary}`);
    }
    // No count reads a whole table or index: the screens' totals, badges and summaries come from
    // the counter tables, the other counts stop at EXACT_COUNT_LIMIT rows of an index.
    for (const entry of report) assert.deepEqual(entry.cachedFullReads, [], `${entry.call} reads a whole table for its count`);
    const plan = (call: string) => report.find((entry) => entry.call === call)!.summary;
    // A status and a platform together: read in the list's order from an index of the two, or of
    // the status (the platform filtered as the rows come); no sort (fullScans above).
    assert.match(plan('tasks: task_status + platform'), /video_tasks_status_platform_idx|video_tasks_status_created_idx/);
    // The read flag has an index of its own, in the list's order.
    assert.match(plan('tasks: is_read'), /video_tasks_read_created_idx|video_tasks_created_idx/);
    // The counts the screens show, and the whole-table totals, read only the counter tables.
    for (const call of [
      'tasks: stats/summary',
      'tasks: stats/summary, platform',
      'templates: counts by status',
      'dashboard: tasks created by day',
    ]) {
      assert.doesNotMatch(plan(call), /video_tasks\b(?!_)|video_templates\b(?!_)/, `${call}: ${plan(call)}`);
    }
    // A created_after within a day: that day's hours from the created_at index, the days after from the day counts.
    assert.match(plan('tasks: stats/summary, created_after'), /video_task_day_counts/);
    // The last page is read from the end (the reverse order's first page): no keys skipped.
    assert.doesNotMatch(plan('tasks: last page'), /LIST SUBQUERY|Limit.*Index Only Scan.*Limit/, plan('tasks: last page'));
    // Every sort, alone and with the filters indexed for it, walks the index in its order
    // (docs/decisions/0011-sort-indexes.md); the table's own key serves the id sorts.
    for (const [call, index] of SORTED_CALLS) assert.match(plan(call), index, `${call}: ${plan(call)}`);
    // The worker's claim, at every tick, walks its partial index of due tasks, never the pending
    // and running tasks one by one (it did on SQLite: 100-150 ms a tick at 100,000 tasks).
    assert.match(plan('worker: claim due tasks (each tick)'), /video_tasks_due_idx/);
    assert.match(plan('tasks: stats/summary'), /video_task_counts/);
    // Substring searches go through the trigram indexes.
    if (dialect === 'postgres') {
      assert.match(plan('templates: template_name search'), /video_templates_template_name_trgm_idx/);
      assert.match(plan('templates: template_top_title search'), /video_templates_template_top_title_trgm_idx/);
    } else {
      assert.match(plan('templates: template_name search'), /video_templates_fts VIRTUAL TABLE INDEX/);
      assert.match(plan('templates: template_top_title search'), /video_templates_fts VIRTUAL TABLE INDEX/);
    }
  });
});
