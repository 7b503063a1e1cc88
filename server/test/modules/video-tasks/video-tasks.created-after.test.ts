import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertValidationError, json } from '../../helpers/api.js';
import { TASKS, createTask } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { acceptedJob } from '../bulk-jobs/helpers.js';

const BOM = '\uFEFF';

describe('video tasks: created_after, and the export in the screen’s language', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const ids: Record<string, number> = {};
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
    // Created just before, exactly at and after 2026-11-20T00:00:00Z; all failed, by user 5150.
    for (const [name, createdAt] of [
      ['before', '2026-11-19T23:59:59.999Z'],
      ['at', '2026-11-20T00:00:00.000Z'],
      ['after', '2026-11-21T10:00:00.000Z'],
    ] as const) {
      const task = await createTask(t.app, { user_id: 5150, task_status: 4 });
      await t.app.db.updateTable('video_tasks').set({ created_at: createdAt }).where('task_id', '=', task.task_id).execute();
      ids[name] = task.task_id;
    }
    t.app.videoTasksRepository.invalidateCounts();
  });
  after(() => t.close());

  const get = (path: string, query: string) => t.app.inject({ method: 'GET', url: `${TASKS}/${path}?user_id=5150&${query}`, headers });
  const listed = async (query: string) => {
    const response = await get('', query);
    assert.equal(response.statusCode, 200, response.body);
    const body = json<{ data: { task_id: number }[]; count: number }>(response);
    return { ids: body.data.map((row) => row.task_id).sort((a, b) => a - b), count: body.count };
  };

  it('lists the tasks created at or after the moment (inclusive), whatever offset it is written with', async () => {
    assert.deepEqual(await listed('created_after=2026-11-20T00:00:00Z'), { ids: [ids.at!, ids.after!], count: 2 });
    assert.deepEqual((await listed('created_after=2026-11-20T08:00:00%2B08:00')).ids, [ids.at!, ids.after!]);
    assert.deepEqual((await listed('created_after=2026-11-20T00:00:00.001Z')).ids, [ids.after!]);
    assert.equal((await listed('created_after=2026-11-20T00:00:00Z&task_status=4')).count, 2);
    assert.equal((await listed('created_after=')).count, 3, 'an empty value is no filter');
  });

  it('counts the summary and exports the rows with the same boundary', async () => {
    const stats = await get('stats/summary', 'created_after=2026-11-20T00:00:00Z');
    assert.equal(stats.statusCode, 200, stats.body);
    assert.equal(json<{ status_stats: { failed: number } }>(stats).status_stats.failed, 2);
    const csv = await get('export', 'created_after=2026-11-20T00:00:00Z&sort_by=task_id&sort_order=asc');
    assert.equal(csv.statusCode, 200, csv.body);
    const rows = csv.body.slice(BOM.length).split('\r\n').slice(1, -1);
    assert.deepEqual(
      rows.map((row) => Number(row.split(',')[0])),
      [ids.at, ids.after],
    );
  });

  it('refuses what is not an ISO 8601 date-time with its offset (422 on created_after)', async () => {
    for (const value of ['yesterday', '2026-11-20', '2026-11-20T00:00:00', '2026-13-01T00:00:00Z', '2026-11-20T00:00:00Z[Europe/Paris]']) {
      for (const path of ['', 'stats/summary', 'export']) {
        assertValidationError(await get(path, `created_after=${encodeURIComponent(value)}`), ['query', 'created_after']);
      }
    }
    // A leap second is RFC 3339, but no moment JavaScript can compare.
    assertValidationError(await get('', 'created_after=2016-12-31T23:59:60Z'), ['query', 'created_after'], 'datetime_parsing');
  });

  it('an "all matching" bulk job takes created_after as the list does', async () => {
    const job = await acceptedJob(t.app, {
      list: 'tasks',
      action: 'mark_read',
      filters: { user_id: 5150, created_after: '2026-11-20T00:00:00Z' },
      expected_count: 2,
    });
    assert.equal(job.total, 2);
  });

  it('writes the header row in the language asked, Chinese by default; the cells stay as stored', async () => {
    const header = async (query: string) => {
      const response = await get('export', `task_id=${ids.at}${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return response.body.slice(BOM.length).split('\r\n');
    };
    const [chinese, chineseRow] = await header('');
    assert.equal(chinese, '任务ID,模板ID,原始模板ID,用户ID,平台,平台任务ID,状态,已读,视频,首图,第二张图,合成图,创建时间,更新时间');
    const [english, englishRow] = await header('&language=en');
    assert.equal(
      english,
      'Task ID,Template ID,Original template ID,User ID,Platform,Platform task ID,Status,Read,Video,First image,Second image,Merged image,Created at,Updated at',
    );
    assert.equal(englishRow, chineseRow);
    assert.match(englishRow!, /,可灵,,失败,/);
  });
});
