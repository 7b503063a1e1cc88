import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemoData } from '../../src/demo/demo-seed.js';
import { DEMO_TASK_COUNT } from '../../src/demo/demo-tasks.js';
import { DEMO_TEMPLATE_COUNT } from '../../src/demo/demo-templates.js';
import { adminHeaders, json } from '../helpers/api.js';
import { TASKS, TEMPLATES, postJson } from '../helpers/backend.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

describe('demo data', () => {
  let t: TestApp;
  let templates: any[];
  let tasks: any[];
  before(async () => {
    t = await buildTestApp({ SEED_DEMO: 'true' });
    const headers = await adminHeaders(t.app);
    templates = json(await t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?limit=1000`, headers })).data;
    tasks = json(await t.app.inject({ method: 'GET', url: `${TASKS}/?limit=1000`, headers })).data;
  });
  after(() => t.close());

  const count = <T>(list: T[], key: (item: T) => unknown) => {
    const counts = new Map<unknown, number>();
    for (const item of list) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return counts;
  };

  it('about 60 templates over the four statuses, with their sub-statuses', () => {
    assert.equal(templates.length, DEMO_TEMPLATE_COUNT);
    const byStatus = count(templates, (template) => template.template_status);
    for (const status of ['待生成', '已生成', '待补全', '已上架']) assert.ok((byStatus.get(status) ?? 0) >= 10, status);
    const published = templates.filter((template) => template.template_status === '已上架');
    const publishedSubs = new Set(published.map((template) => template.template_sub_status));
    assert.ok(publishedSubs.has('已上架') && publishedSubs.has('已下架'));
    const firstTabs = new Set(
      templates.filter((template) => template.template_status !== '已上架').map((template) => template.template_sub_status),
    );
    for (const sub of ['UNREVIEWED', 'IN_QUEUE', 'GENERATION_FAILED', 'AUDIT_FAILED', 'AUDIT_PENDING']) assert.ok(firstTabs.has(sub), sub);
    assert.ok(
      templates.some((template) => template.original_template_id !== null),
      'some copies',
    );
    for (const platform of ['keling', 'jimeng', 'minimax'])
      assert.ok(templates.some((template) => template.template_platform === platform));
  });

  it('待补全 templates: some miss required fields, and a complete one publishes', async () => {
    const completion = templates.filter((template) => template.template_status === '待补全');
    const blocked: any[] = [];
    const ready: any[] = [];
    for (const template of completion) {
      const missing = ['template_category_id', 'photo_tips_id', 'template_top_title', 'template_main_image', 'template_video_url'].some(
        (field) => template[field] === null || (typeof template[field] === 'string' && template[field].trim() === ''),
      );
      (missing ? blocked : ready).push(template);
    }
    assert.ok(blocked.length >= 5);
    assert.ok(ready.length >= 1);
    const refused = await postJson(t.app, `${TEMPLATES}/publish`, { template_id: blocked[0].template_id });
    assert.equal(refused.statusCode, 422);
    const published = await postJson(t.app, `${TEMPLATES}/publish`, { template_id: ready[0].template_id });
    assert.equal(published.statusCode, 200, published.body);
  });

  it('real pictures and videos, served by the server', async () => {
    const withImage = templates.find((template) => template.template_main_image);
    const poster = await t.app.inject({ method: 'GET', url: withImage.template_main_image });
    assert.equal(poster.statusCode, 200);
    assert.equal(poster.headers['content-type'], 'image/svg+xml');
    assert.match(poster.body, /演示数据/);
    const photo = await t.app.inject({ method: 'GET', url: withImage.template_reference_image_1 });
    assert.equal(photo.headers['content-type'], 'image/png');
    assert.equal(photo.rawPayload.subarray(1, 4).toString(), 'PNG');
    const video = await t.app.inject({ method: 'GET', url: templates.find((template) => template.template_video_url).template_video_url });
    assert.equal(video.headers['content-type'], 'video/mp4');
    assert.equal(video.rawPayload.toString('latin1', 4, 8), 'ftyp');
  });

  it('about 200 tasks over three platforms and four statuses, pointing at demo templates, spread over weeks', () => {
    assert.equal(tasks.length, DEMO_TASK_COUNT);
    const byPlatform = count(tasks, (task) => task.platform);
    for (const platform of ['keling', 'jimeng', 'minimax']) assert.ok((byPlatform.get(platform) ?? 0) >= 30, platform);
    const byStatus = count(tasks, (task) => task.task_status);
    for (const status of [1, 2, 3, 4]) assert.ok((byStatus.get(status) ?? 0) >= 15, `status ${status}`);
    const templateIds = new Set(templates.map((template) => template.template_id));
    assert.ok(tasks.every((task) => templateIds.has(task.template_id)));
    assert.ok(new Set(tasks.map((task) => task.user_id)).size >= 20, 'many end users');
    const created = tasks.map((task) => Date.parse(task.created_at));
    assert.ok(Math.max(...created) - Math.min(...created) > 14 * 24 * 3600 * 1000, 'spread over weeks');
    assert.ok(Math.max(...created) <= Date.now());
    for (const task of tasks.filter((item) => item.task_status === 3)) assert.match(task.video_url, /^\/media\/demo\/clip-\d\.mp4$/);
    for (const task of tasks.filter((item) => item.task_status !== 1))
      assert.match(task.platform_task_id, /^demo-(keling|jimeng|minimax)-\d{18}$/);
    for (const task of tasks) assert.equal(task.create_task_params.demo, true);
    assert.ok(
      tasks.some((task) => task.merged_image),
      'two-picture tasks have merged images',
    );
  });

  it('the worker leaves demo tasks alone, so pending and running ones stay visible', async () => {
    const before = json(await t.app.inject({ method: 'GET', url: `${TASKS}/stats/summary`, headers: await adminHeaders(t.app) }));
    assert.deepEqual(await t.app.worker.claimAndRun(), []);
    t.app.worker.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.worker.stop();
    const after = json(await t.app.inject({ method: 'GET', url: `${TASKS}/stats/summary`, headers: await adminHeaders(t.app) }));
    assert.deepEqual(after, before);
    assert.ok(after.status_stats.pending > 0 && after.status_stats.running > 0);
  });

  it('is loaded once: never again on the same database, even after rows are deleted', async () => {
    const dialect = t.config.databaseUrl ? 'postgres' : 'sqlite';
    assert.equal(await seedDemoData(t.app.db, dialect, t.app.storage, t.app.log), null);
    await t.app.db.deleteFrom('video_tasks').execute();
    await t.app.db.deleteFrom('video_templates').execute();
    assert.equal(await seedDemoData(t.app.db, dialect, t.app.storage, t.app.log), null);
  });

  it('a database that already has rows of its own gets no demo data; SEED_DEMO=false loads none', async () => {
    const own = await buildTestApp();
    try {
      assert.equal(
        json(await own.app.inject({ method: 'GET', url: `${TASKS}/stats/summary`, headers: await adminHeaders(own.app) })).status_stats
          .total,
        0,
      );
      await postJson(own.app, `${TEMPLATES}/create`, { template_name: 'mine' });
      assert.equal(await seedDemoData(own.app.db, own.config.databaseUrl ? 'postgres' : 'sqlite', own.app.storage, own.app.log), null);
      assert.equal(json(await postJson(own.app, `${TEMPLATES}/list`, {})).count, 1);
    } finally {
      await own.close();
    }
  });
});
