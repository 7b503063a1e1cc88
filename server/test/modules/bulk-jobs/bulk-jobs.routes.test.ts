import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN_EMAIL } from '../../helpers/build-test-app.js';
import { adminHeaders, assertValidationError, createUser, json } from '../../helpers/api.js';
import { TASKS, createTask, createTemplate, getTemplate } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { allowedDrift } from '../../../src/modules/bulk-jobs/bulk-jobs.service.js';
import { BULK_JOBS, acceptedJob, getJob, historyOf, runJobs, startJob } from './helpers.js';

describe('bulk jobs: requests', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('needs a superuser: 401 without a token, 403 for a regular user', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${BULK_JOBS}/`,
      payload: { list: 'tasks', action: 'mark_read', ids: [1] },
    });
    assert.equal(anonymous.statusCode, 401);
    const user = await createUser(t.app);
    const refused = await startJob(t.app, { list: 'tasks', action: 'mark_read', ids: [1] }, user.headers);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(json(refused), { detail: "The user doesn't have enough privileges", missing_permission: 'bulk.run' });
    const read = await t.app.inject({ method: 'GET', url: `${BULK_JOBS}/1`, headers: user.headers });
    assert.equal(read.statusCode, 403);
  });

  it('refuses with 422 an unknown list or action, an action of the other list, and a selection that is not one kind', async () => {
    const cases: [object, (string | number)[]][] = [
      [{ list: 'users', action: 'delete', ids: [1] }, ['body', 'list']],
      [{ list: 'templates', action: 'explode', ids: [1] }, ['body', 'action']],
      [{ list: 'templates', action: 'mark_read', ids: [1] }, ['body', 'action']],
      [{ list: 'tasks', action: 'publish', ids: [1] }, ['body', 'action']],
      [{ list: 'tasks', action: 'set_status', ids: [1] }, ['body', 'task_status']],
      [{ list: 'tasks', action: 'set_status', task_status: 9, ids: [1] }, ['body', 'task_status']],
      [{ list: 'tasks', action: 'delete' }, ['body']],
      [{ list: 'tasks', action: 'delete', ids: [1], filters: {}, expected_count: 1 }, ['body']],
      [{ list: 'tasks', action: 'delete', filters: {} }, ['body', 'expected_count']],
      [
        { list: 'tasks', action: 'delete', filters: { template_status: '已生成' }, expected_count: 0 },
        ['body', 'filters', 'template_status'],
      ],
      [{ list: 'templates', action: 'delete', filters: { task_status: 1 }, expected_count: 0 }, ['body', 'filters', 'task_status']],
      [{ list: 'tasks', action: 'delete', ids: [] }, ['body', 'ids']],
      [{ list: 'tasks', action: 'delete', ids: Array.from({ length: 1001 }, (_, i) => i + 1) }, ['body', 'ids']],
    ];
    for (const [body, loc] of cases) {
      const response = await startJob(t.app, body);
      assert.equal(response.statusCode, 422, `${JSON.stringify(body).slice(0, 120)}: ${response.body}`);
      assertValidationError(response, loc);
    }
  });

  it('answers 404 for a job that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${BULK_JOBS}/999999`, headers: await adminHeaders(t.app) });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(json(response), { detail: 'Bulk job not found' });
  });

  it('allows 1 % of the confirmed count as drift, so below 100 rows the count must be exact', () => {
    assert.equal(allowedDrift(0), 0);
    assert.equal(allowedDrift(99), 0);
    assert.equal(allowedDrift(100), 1);
    assert.equal(allowedDrift(2550), 25);
  });
});

describe('bulk jobs: templates', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('rejects chosen templates row by row: 202 at once, then per-row results with plain reasons and a history row each', async () => {
    const generated = await Promise.all([1, 2, 3].map((n) => createTemplate(t.app, { template_name: `g${n}`, template_status: '已生成' })));
    const elsewhere = await createTemplate(t.app, { template_status: '待补全' });
    const ids = [...generated.map((template) => template.template_id), elsewhere.template_id, 999999];

    const job = await acceptedJob(t.app, { list: 'templates', action: 'reject', ids: [...ids, ids[0]] });
    assert.deepEqual(
      { ...job, id: 0, created_at: null, updated_at: null },
      {
        id: 0,
        list: 'templates',
        action: 'reject',
        task_status: null,
        status: 'queued',
        total: 5,
        done: 0,
        succeeded: 0,
        failed: 0,
        actor_email: ADMIN_EMAIL,
        stop_reason: null,
        stop_detail: null,
        created_at: null,
        updated_at: null,
        finished_at: null,
      },
    );

    await runJobs(t.app);
    const result = await getJob(t.app, job.id);
    assert.equal(result.status, 'completed');
    assert.deepEqual([result.total, result.done, result.succeeded, result.failed], [5, 5, 3, 2]);
    assert.ok(result.finished_at);
    assert.deepEqual(result.failures, [
      { id: elsewhere.template_id, reason: `模板 #${elsewhere.template_id} 不在已生成，不能审核（当前：待补全）` },
      { id: 999999, reason: '模板 #999999 不存在（可能已被删除）' },
    ]);

    for (const template of generated) {
      const now = await getTemplate(t.app, template.template_id);
      assert.deepEqual([now.template_status, now.template_sub_status], ['待生成', 'AUDIT_FAILED']);
      const reviews = (await historyOf(t.app, template.template_id)).filter((entry) => entry.action === 'review');
      assert.equal(reviews.length, 1);
      assert.equal(reviews[0].actor_email, ADMIN_EMAIL);
      assert.deepEqual(reviews[0].changes.template_status, ['已生成', '待生成']);
    }
    assert.equal((await getTemplate(t.app, elsewhere.template_id)).template_status, '待补全');
  });

  it('approves with AI completion (the offline writer): empty fields filled, 待补全, one review history row per template', async () => {
    const templates = await Promise.all(
      [1, 2].map(() => createTemplate(t.app, { template_name: null, template_prompt: '海边日落', template_status: '已生成' })),
    );
    const job = await acceptedJob(t.app, { list: 'templates', action: 'approve', ids: templates.map((row) => row.template_id) });
    await runJobs(t.app);
    const result = await getJob(t.app, job.id);
    assert.deepEqual([result.succeeded, result.failed, result.failures], [2, 0, []]);
    for (const template of templates) {
      const now = await getTemplate(t.app, template.template_id);
      assert.deepEqual([now.template_status, now.template_sub_status], ['待补全', 'UNREVIEWED']);
      assert.ok(now.template_name && now.template_name.trim() !== '', 'name filled by AI');
      assert.ok(now.template_main_image, 'main image filled by AI');
      const reviews = (await historyOf(t.app, template.template_id)).filter((entry) => entry.action === 'review');
      assert.equal(reviews.length, 1);
      assert.deepEqual(reviews[0].changes.template_name, [null, now.template_name]);
    }
  });

  it('publishes what is complete and names the missing fields of the rest; takes down and re-lists published ones', async () => {
    const complete = await createTemplate(t.app, {
      template_status: '待补全',
      template_category_id: 'c',
      template_top_title: 'top',
      template_main_image: '/m.png',
      template_video_url: '/v.mp4',
    });
    const incomplete = await createTemplate(t.app, { template_status: '待补全', template_top_title: null });
    const publish = await acceptedJob(t.app, { list: 'templates', action: 'publish', ids: [complete.template_id, incomplete.template_id] });
    await runJobs(t.app);
    const published = await getJob(t.app, publish.id);
    assert.equal(published.succeeded, 1);
    assert.equal(published.failures.length, 1);
    assert.equal(published.failures[0].id, incomplete.template_id);
    assert.match(published.failures[0].reason, new RegExp(`^模板 #${incomplete.template_id}：以下字段不能为空：.*模板标题`));
    assert.equal((await getTemplate(t.app, complete.template_id)).template_status, '已上架');
    assert.equal((await historyOf(t.app, complete.template_id))[0].action, 'publish');

    const takeDown = await acceptedJob(t.app, {
      list: 'templates',
      action: 'take_down',
      ids: [complete.template_id, incomplete.template_id],
    });
    await runJobs(t.app);
    const takenDown = await getJob(t.app, takeDown.id);
    assert.equal(takenDown.succeeded, 1);
    assert.deepEqual(takenDown.failures, [
      { id: incomplete.template_id, reason: `模板 #${incomplete.template_id} 不在已上架，不能下架（当前：待补全）` },
    ]);
    assert.equal((await getTemplate(t.app, complete.template_id)).template_sub_status, '已下架');

    const relist = await acceptedJob(t.app, { list: 'templates', action: 'relist', ids: [complete.template_id] });
    await runJobs(t.app);
    assert.equal((await getJob(t.app, relist.id)).succeeded, 1);
    assert.equal((await getTemplate(t.app, complete.template_id)).template_sub_status, '已上架');
  });

  it('acts on all templates matching the filters (the tab included) when the count still holds; 409 with the new count when not', async () => {
    const name = `批量-${Date.now()}`;
    const matching = await Promise.all([1, 2, 3].map(() => createTemplate(t.app, { template_name: name, template_status: '待生成' })));
    await createTemplate(t.app, { template_name: name, template_status: '已生成' }); // other tab
    const filters = { template_name: name, template_status: '待生成' };

    const stale = await startJob(t.app, { list: 'templates', action: 'delete', filters, expected_count: 2 });
    assert.equal(stale.statusCode, 409, stale.body);
    assert.deepEqual(json(stale), {
      detail: 'The selection changed: 3 rows match now, 2 were confirmed. Confirm again with the new count.',
      expected_count: 2,
      matching_count: 3,
    });
    for (const template of matching) await getTemplate(t.app, template.template_id); // nothing deleted

    const job = await acceptedJob(t.app, { list: 'templates', action: 'delete', filters, expected_count: 3 });
    assert.equal(job.total, 3);
    await runJobs(t.app);
    assert.equal((await getJob(t.app, job.id)).succeeded, 3);
    for (const template of matching) {
      const gone = await t.app.inject({
        method: 'POST',
        url: '/api/backend/video-template/get',
        headers: await adminHeaders(t.app),
        payload: { template_id: template.template_id },
      });
      assert.equal(gone.statusCode, 404);
      // The history call answers 404 for a deleted template; its rows stay, the delete the newest.
      const { rows } = await t.app.videoTemplatesRepository.listHistory(template.template_id, 0, 10);
      assert.deepEqual([rows[0]?.action, rows[0]?.actor_email], ['delete', ADMIN_EMAIL]);
    }
    const list = json(
      await t.app.inject({
        method: 'POST',
        url: `/api/backend/video-template/list?template_name=${encodeURIComponent(name)}`,
        headers: await adminHeaders(t.app),
      }),
    );
    assert.equal(list.count, 1);
  });

  it("lists the caller's jobs newest first", async () => {
    const response = await t.app.inject({ method: 'GET', url: `${BULK_JOBS}/?limit=2`, headers: await adminHeaders(t.app) });
    assert.equal(response.statusCode, 200, response.body);
    const body = json(response);
    assert.ok(body.count >= 4);
    assert.equal(body.data.length, 2);
    assert.ok(body.data[0].id > body.data[1].id);
    const other = await createUser(t.app, { superuser: true });
    const theirs = json(await t.app.inject({ method: 'GET', url: `${BULK_JOBS}/`, headers: other.headers }));
    assert.deepEqual(theirs, { data: [], count: 0 });
  });
});

describe('bulk jobs: tasks', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const getTask = async (id: number) => t.app.inject({ method: 'GET', url: `${TASKS}/${id}`, headers: await adminHeaders(t.app) });

  it('changes the status of chosen tasks, marks them read and deletes them, naming the missing ones', async () => {
    const tasks = await Promise.all([1, 2].map(() => createTask(t.app, { user_id: 4242 })));
    const ids = tasks.map((task) => task.task_id);

    const status = await acceptedJob(t.app, { list: 'tasks', action: 'set_status', task_status: 4, ids: [...ids, 888888] });
    assert.equal(status.task_status, 4);
    await runJobs(t.app);
    const statusResult = await getJob(t.app, status.id);
    assert.deepEqual([statusResult.succeeded, statusResult.failed], [2, 1]);
    assert.deepEqual(statusResult.failures, [{ id: 888888, reason: '任务 #888888 不存在（可能已被删除）' }]);
    for (const id of ids) assert.equal(json(await getTask(id)).task_status, 4);

    const read = await acceptedJob(t.app, { list: 'tasks', action: 'mark_read', filters: { user_id: 4242 }, expected_count: 2 });
    await runJobs(t.app);
    assert.equal((await getJob(t.app, read.id)).succeeded, 2);
    for (const id of ids) assert.equal(json(await getTask(id)).is_read, true);

    const remove = await acceptedJob(t.app, {
      list: 'tasks',
      action: 'delete',
      filters: { user_id: 4242, task_status: 4 },
      expected_count: 2,
    });
    await runJobs(t.app);
    assert.equal((await getJob(t.app, remove.id)).succeeded, 2);
    for (const id of ids) assert.equal((await getTask(id)).statusCode, 404);
  });

  it('takes the read filter: a job over the unread tasks touches only those', async () => {
    const tasks = await Promise.all([1, 2, 3].map(() => createTask(t.app, { user_id: 5151 })));
    const [read, ...unread] = tasks.map((task) => task.task_id);
    const marked = await acceptedJob(t.app, { list: 'tasks', action: 'mark_read', ids: [read] });
    await runJobs(t.app);
    assert.equal((await getJob(t.app, marked.id)).succeeded, 1);

    const job = await acceptedJob(t.app, {
      list: 'tasks',
      action: 'set_status',
      task_status: 4,
      filters: { user_id: 5151, is_read: false },
      expected_count: 2,
    });
    await runJobs(t.app);
    assert.equal((await getJob(t.app, job.id)).succeeded, 2);
    for (const id of unread) assert.equal(json(await getTask(id)).task_status, 4);
    assert.notEqual(json(await getTask(read!)).task_status, 4);
  });

  it('completes at once an "all matching" job that matches nothing, as confirmed', async () => {
    const job = await acceptedJob(t.app, { list: 'tasks', action: 'delete', filters: { user_id: 777 }, expected_count: 0 });
    assert.deepEqual([job.status, job.total], ['completed', 0]);
  });
});
