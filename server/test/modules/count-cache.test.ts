import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { adminHeaders, json } from '../helpers/api.js';
import { TASKS, TEMPLATES, createTask, createTemplate, postJson } from '../helpers/backend.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

// List totals and the task summary come from a per-process cache (src/lib/count-cache.ts): every
// write through the app invalidates it, so a caller sees its own writes at once; writes made
// around the app show once an entry is older than COUNT_CACHE_TTL_MS.

describe('cached counts and summary', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  const TTL_MS = 300;
  before(async () => {
    t = await buildTestApp({ COUNT_CACHE_TTL_MS: String(TTL_MS) });
    headers = await adminHeaders(t.app);
  });
  after(() => t.close());

  const templateCount = async (query = '') =>
    json(await t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?limit=1${query}`, headers })).count as number;
  const taskCount = async (query = '') =>
    json(await t.app.inject({ method: 'GET', url: `${TASKS}/?limit=1${query}`, headers })).count as number;
  const summary = async () => json(await t.app.inject({ method: 'GET', url: `${TASKS}/stats/summary`, headers }));

  it('every write through the app shows in the next count and summary', async () => {
    assert.equal(await templateCount(), 0);
    assert.equal(await templateCount('&template_status=%E5%BE%85%E7%94%9F%E6%88%90'), 0); // 待生成
    const template = await createTemplate(t.app);
    assert.equal(await templateCount(), 1);
    assert.equal(await templateCount('&template_status=%E5%BE%85%E7%94%9F%E6%88%90'), 1);
    const copy = json(await postJson(t.app, `${TEMPLATES}/copy`, { template_id: template.template_id }));
    assert.equal(await templateCount(), 2);
    await postJson(t.app, `${TEMPLATES}/batch-update-status`, { template_ids: [copy.template_id], template_status: '已生成' });
    assert.equal(await templateCount('&template_status=%E5%BE%85%E7%94%9F%E6%88%90'), 1);
    await postJson(t.app, `${TEMPLATES}/delete`, { template_id: copy.template_id });
    assert.equal(await templateCount(), 1);

    const before = await summary();
    assert.equal(before.status_stats.total, 0);
    const task = await createTask(t.app, { platform: 'jimeng', task_status: 2, platform_task_id: 'p-1' });
    assert.equal(await taskCount(), 1);
    assert.equal(await taskCount('&task_status=2&platform=jimeng'), 1);
    let stats = await summary();
    assert.deepEqual(stats.status_stats, { total: 1, pending: 0, running: 1, completed: 0, failed: 0, unread: 1 });
    assert.equal(stats.platform_stats.jimeng, 1);
    await t.app.inject({ method: 'PUT', url: `${TASKS}/${task.task_id}`, headers, payload: { task_status: 3, is_read: true } });
    assert.equal(await taskCount('&task_status=2&platform=jimeng'), 0);
    stats = await summary();
    assert.deepEqual(stats.status_stats, { total: 1, pending: 0, running: 0, completed: 1, failed: 0, unread: 0 });
    await t.app.inject({ method: 'DELETE', url: `${TASKS}/${task.task_id}`, headers });
    assert.equal(await taskCount(), 0);
    assert.equal((await summary()).status_stats.total, 0);
  });

  it('a write made around the app shows once the cached entry is older than COUNT_CACHE_TTL_MS', async () => {
    const startTasks = await taskCount();
    const startTotal = (await summary()).status_stats.total;
    const now = new Date().toISOString();
    await sql`insert into video_tasks (template_id, user_id, platform, task_status, is_read, created_at, updated_at, worker_managed, attempts)
      values (1, 1, 'keling', 4, ${t.config.databaseUrl ? sql`false` : sql`0`}, ${now}, ${now}, ${t.config.databaseUrl ? sql`false` : sql`0`}, 0)`.execute(
      t.app.db,
    );
    // Within the TTL the cache may still answer the old figure; after it, a read starts a refresh
    // (answering the old figure once more) and the next reads have the new one.
    const deadline = Date.now() + 10 * TTL_MS;
    let tasks = await taskCount();
    let total = (await summary()).status_stats.total;
    while ((tasks !== startTasks + 1 || total !== startTotal + 1) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      tasks = await taskCount();
      total = (await summary()).status_stats.total;
    }
    assert.equal(tasks, startTasks + 1);
    assert.equal(total, startTotal + 1);
  });
});
