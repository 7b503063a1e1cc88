import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertValidationError, json } from '../../helpers/api.js';
import { TASKS, createTask } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const BOM = '\uFEFF';
const USER = 5252;

type Stats = { status_stats: Record<'total' | 'pending' | 'running' | 'completed' | 'failed' | 'unread', number> };

describe('video tasks: the read filter (is_read) on the list, the summary and the export', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  // By user USER: two unread failed, one unread completed, two read completed, one read failed.
  const unread: number[] = [];
  const read: number[] = [];
  before(async () => {
    t = await buildTestApp();
    headers = await adminHeaders(t.app);
    for (const [status, isRead] of [
      [4, false],
      [4, false],
      [3, false],
      [3, true],
      [3, true],
      [4, true],
    ] as const) {
      const task = await createTask(t.app, { user_id: USER, task_status: status, is_read: isRead });
      (isRead ? read : unread).push(task.task_id);
    }
    // Another person's unread task: the other filters still narrow the read filter's tasks.
    await createTask(t.app, { user_id: USER + 1, task_status: 4, is_read: false });
  });
  after(() => t.close());

  const get = (path: string, query: string) => t.app.inject({ method: 'GET', url: `${TASKS}/${path}?user_id=${USER}&${query}`, headers });
  const listed = async (query: string) => {
    const response = await get('', query);
    assert.equal(response.statusCode, 200, response.body);
    const body = json<{ data: { task_id: number; is_read: boolean }[]; count: number }>(response);
    return {
      ids: body.data.map((row) => row.task_id).sort((a, b) => a - b),
      count: body.count,
      reads: body.data.map((row) => row.is_read),
    };
  };
  const stats = async (query: string) => {
    const response = await get('stats/summary', query);
    assert.equal(response.statusCode, 200, response.body);
    return json<Stats>(response).status_stats;
  };

  it('lists only the unread tasks (false) or only the read ones (true), with their count', async () => {
    const onlyUnread = await listed('is_read=false');
    assert.deepEqual(onlyUnread.ids, unread);
    assert.equal(onlyUnread.count, 3);
    assert.ok(onlyUnread.reads.every((isRead) => !isRead));
    const onlyRead = await listed('is_read=true');
    assert.deepEqual(onlyRead.ids, read);
    assert.equal(onlyRead.count, 3);
    assert.equal((await listed('')).count, 6, 'without it, both');
    assert.equal((await listed('is_read=')).count, 6, 'an empty value is no filter');
  });

  it('goes with the status filter and with paging', async () => {
    assert.deepEqual((await listed('is_read=false&task_status=4')).ids, unread.slice(0, 2));
    assert.deepEqual((await listed('is_read=true&task_status=4')).ids, read.slice(2));
    const pages = [...(await listed('is_read=false&limit=2')).ids, ...(await listed('is_read=false&limit=2&skip=2')).ids];
    assert.deepEqual(
      pages.sort((a, b) => a - b),
      unread,
    );
  });

  it('the summary counts the tasks the read filter matches, so the unread card equals the list it applies', async () => {
    const all = await stats('');
    assert.deepEqual(all, { total: 6, pending: 0, running: 0, completed: 3, failed: 3, unread: 3 });
    const ofUnread = await stats('is_read=false');
    assert.deepEqual(ofUnread, { total: 3, pending: 0, running: 0, completed: 1, failed: 2, unread: 3 });
    assert.equal(ofUnread.unread, (await listed('is_read=false')).count);
    assert.equal(ofUnread.failed, (await listed('is_read=false&task_status=4')).count);
    assert.deepEqual(await stats('is_read=true'), { total: 3, pending: 0, running: 0, completed: 2, failed: 1, unread: 0 });
  });

  it('a task marked read leaves the unread list and its count at once', async () => {
    const [first] = unread;
    const marked = await t.app.inject({ method: 'PUT', url: `${TASKS}/${first}`, headers, payload: { is_read: true } });
    assert.equal(marked.statusCode, 200, marked.body);
    try {
      assert.deepEqual((await listed('is_read=false')).ids, unread.slice(1));
      assert.equal((await stats('is_read=false')).total, 2);
      assert.equal((await stats('')).unread, 2);
    } finally {
      const back = await t.app.inject({ method: 'PUT', url: `${TASKS}/${first}`, headers, payload: { is_read: false } });
      assert.equal(back.statusCode, 200, back.body);
    }
  });

  it('exports the rows the list shows with the same filter', async () => {
    const csv = await get('export', 'is_read=false&sort_by=task_id&sort_order=asc');
    assert.equal(csv.statusCode, 200, csv.body);
    const rows = csv.body.slice(BOM.length).split('\r\n').slice(1, -1);
    assert.deepEqual(
      rows.map((row) => Number(row.split(',')[0])),
      unread,
    );
  });

  it('refuses anything but a yes or no (422 on is_read), on each call that takes it', async () => {
    for (const value of ['maybe', 'unread', '2', 'truee']) {
      for (const path of ['', 'stats/summary', 'export']) {
        assertValidationError(await get(path, `is_read=${value}`), ['query', 'is_read']);
      }
    }
    // Given twice, which one counts would be a guess.
    assertValidationError(await get('', 'is_read=true&is_read=false'), ['query', 'is_read']);
  });
});
