import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { SORT_COLUMNS } from '../../../src/modules/video-tasks/video-tasks.schemas.js';
import { TEMPLATE_SORT_COLUMNS } from '../../../src/modules/video-templates/video-templates.schemas.js';
import { adminHeaders, json } from '../../helpers/api.js';
import { TASKS, TEMPLATES } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

// A page is read by a seek when the client sends the cursor of the page before, and from the end
// (the reverse order) past the middle of the list: each must be exactly the page OFFSET gives,
// in every sort, both ways, with rows tying on the sort column and (a template's platform) nulls.

const ROWS = 37;
const PAGE = 5;

describe('keyset and reversed pages equal the offset pages they replace', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
    const at = (minute: number) => `2026-03-0${1 + (minute % 3)}T10:0${minute % 4}:00.000Z`;
    for (let i = 0; i < ROWS; i++) {
      // Few distinct values per column: most rows tie with others on every sort column.
      await t.app.db
        .insertInto('video_tasks')
        .values({
          template_id: (i % 4) + 1,
          user_id: i,
          platform: ['keling', 'jimeng', 'minimax'][i % 3]!,
          task_status: (i % 4) + 1,
          is_read: i % 2 === 0,
          created_at: at(i % 5),
          updated_at: at(i % 2),
          worker_managed: false,
          attempts: 0,
        })
        .execute();
      await t.app.db
        .insertInto('video_templates')
        .values({
          template_name: `Tied ${i % 3}`,
          template_platform: i % 4 === 0 ? null : ['keling', 'jimeng', 'minimax'][i % 3]!,
          template_status: ['待生成', '已生成', '待补全', '已上架'][i % 4]!,
          template_sub_status: 'UNREVIEWED',
          template_is_manual_audit: false,
          created_at: at(i % 3),
          updated_at: at(i % 5),
        })
        .execute();
    }
  });
  after(() => t.close());

  async function expectedIds(table: 'video_tasks' | 'video_templates', by: string, order: 'asc' | 'desc', where: string) {
    const id = table === 'video_tasks' ? 'task_id' : 'template_id';
    const direction = sql.raw(order);
    const rows = await sql<{ id: number }>`select ${sql.ref(id)} as id from ${sql.table(table)} ${sql.raw(where)}
      order by ${sql.ref(by)} ${direction}, ${sql.ref(id)} ${direction}`.execute(t.app.db);
    return rows.rows.map((row) => Number(row.id));
  }

  const lists = [
    {
      name: 'tasks',
      table: 'video_tasks' as const,
      columns: SORT_COLUMNS,
      filters: [
        ['', ''],
        ['&task_status=3', 'where task_status = 3'],
        ['&platform=jimeng&is_read=true', `where platform = 'jimeng' and is_read = ${'true'}`],
      ],
      page: async (query: string) => json(await t.app.inject({ method: 'GET', url: `${TASKS}/?${query}`, headers })),
      id: (row: any) => row.task_id as number,
    },
    {
      name: 'templates',
      table: 'video_templates' as const,
      columns: TEMPLATE_SORT_COLUMNS,
      filters: [
        ['', ''],
        [`&template_status=${encodeURIComponent('已上架')}`, `where template_status = '已上架'`],
        ['&template_name=tied%201', `where template_name like '%Tied 1%'`],
      ],
      page: async (query: string) => json(await t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?${query}`, headers, payload: {} })),
      id: (row: any) => row.template_id as number,
    },
  ];

  for (const list of lists) {
    it(`${list.name}: every page by skip (from the start or the end) and by cursor, in every sort both ways`, async () => {
      for (const [query, where] of list.filters) {
        const sqlWhere = t.config.databaseUrl
          ? where!.replace('is_read = true', 'is_read')
          : where!.replace('is_read = true', 'is_read = 1');
        for (const by of list.columns) {
          for (const order of ['asc', 'desc'] as const) {
            const all = await expectedIds(list.table, by, order, sqlWhere);
            const what = `${list.name} ${query} ${by} ${order}`;
            assert.ok(all.length > 0, what);
            let cursor: string | null | undefined;
            for (let skip = 0; skip < all.length; skip += PAGE) {
              const expected = all.slice(skip, skip + PAGE);
              const bySkip = await list.page(`limit=${PAGE}&skip=${skip}&sort_by=${by}&sort_order=${order}${query}`);
              assert.deepEqual(bySkip.data.map(list.id), expected, `${what} skip ${skip}`);
              assert.equal(bySkip.count, all.length, what);
              assert.equal(bySkip.count_exact, true, what);
              if (skip > 0) {
                assert.ok(cursor, `${what}: a full page before gives a cursor`);
                const byCursor = await list.page(`limit=${PAGE}&sort_by=${by}&sort_order=${order}&cursor=${cursor}${query}`);
                assert.deepEqual(byCursor.data.map(list.id), expected, `${what} cursor at ${skip}`);
              }
              cursor = bySkip.next_cursor;
              assert.equal(cursor === null, bySkip.data.length < PAGE, `${what}: next_cursor only after a full page`);
            }
            // Past the end: nothing, and the count still says how many.
            const beyond = await list.page(`limit=${PAGE}&skip=${all.length}&sort_by=${by}&sort_order=${order}${query}`);
            assert.deepEqual(beyond.data, []);
            assert.equal(beyond.count, all.length);
            // A page straddling the end, read from the end.
            const tail = await list.page(`limit=${PAGE}&skip=${all.length - 2}&sort_by=${by}&sort_order=${order}${query}`);
            assert.deepEqual(tail.data.map(list.id), all.slice(-2), `${what} tail`);
          }
        }
      }
    });
  }

  it('a cursor of another order, or not a cursor, is a 422', async () => {
    const first = json(await t.app.inject({ method: 'GET', url: `${TASKS}/?limit=3&sort_by=created_at&sort_order=desc`, headers }));
    for (const query of [
      `sort_by=created_at&sort_order=asc&cursor=${first.next_cursor}`,
      `sort_by=updated_at&cursor=${first.next_cursor}`,
      'cursor=not-a-cursor',
      `cursor=${Buffer.from(JSON.stringify(['created_at', 'desc', 5, 1])).toString('base64url')}`,
      `cursor=${Buffer.from(JSON.stringify(['created_at', 'desc', '2026', -1])).toString('base64url')}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${TASKS}/?limit=3&${query}`, headers });
      assert.equal(response.statusCode, 422, query);
      assert.deepEqual(json(response).detail[0].loc, ['query', 'cursor']);
    }
    const templates = await t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?cursor=${first.next_cursor}`, headers, payload: {} });
    assert.equal(templates.statusCode, 422);
  });
});
