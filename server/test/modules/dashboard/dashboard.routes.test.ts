import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { lastDays } from '../../../src/modules/dashboard/dashboard.service.js';
import {
  adminHeaders,
  assertDetail,
  authHeaders,
  createUser,
  json,
  randomEmail,
  type CreatedUser,
  type Headers,
} from '../../helpers/api.js';
import { TEMPLATES, createTask, createTemplate, postJson } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const DASHBOARD = '/api/v1/dashboard/';

describe('lastDays', () => {
  it('names the last seven UTC days, oldest first, today included, across a month end', () => {
    assert.deepEqual(lastDays(new Date('2026-03-02T23:30:00Z')), [
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('GET /api/v1/dashboard/', () => {
  let t: TestApp;
  let user: CreatedUser;
  let admin: Record<string, string>;
  before(async () => {
    t = await buildTestApp();
    user = await createUser(t.app);
    admin = await adminHeaders(t.app);
  });
  after(() => t.close());

  const read = async (headers: Record<string, string>) => {
    const response = await t.app.inject({ method: 'GET', url: DASHBOARD, headers });
    assert.equal(response.statusCode, 200, response.body);
    return json(response);
  };

  it('needs a signed-in user', async () => {
    assertDetail(await t.app.inject({ method: 'GET', url: DASHBOARD }), 401, 'Not authenticated');
  });

  it("shows a regular user their own items' count and nothing of the back office", async () => {
    for (const title of ['one', 'two']) {
      await t.app.inject({ method: 'POST', url: '/api/v1/items/', headers: user.headers, payload: { title } });
    }
    await t.app.inject({ method: 'POST', url: '/api/v1/items/', headers: admin, payload: { title: "the admin's" } });
    assert.deepEqual(await read(user.headers), { items: 2, back_office: null });
    assert.equal((await read(admin)).items, 3, "a superuser's Items screen lists everyone's");
  });

  it('shows a superuser templates per pipeline status, failures, and the last 7 days of tasks by status and platform', async () => {
    const empty = (await read(admin)).back_office;
    assert.deepEqual(empty.templates_by_status, { 待生成: 0, 已生成: 0, 待补全: 0, 已上架: 0 });
    assert.equal(empty.tasks_by_day.length, 7);
    assert.equal(empty.tasks_by_day[6].day, new Date().toISOString().slice(0, 10));
    assert.deepEqual(empty.tasks_by_platform, { keling: 0, jimeng: 0, minimax: 0 });

    await createTemplate(t.app);
    const failed = await createTemplate(t.app);
    const update = await postJson(
      t.app,
      `${TEMPLATES}/update`,
      { template_id: failed.template_id, template_sub_status: 'GENERATION_FAILED' },
      admin,
    );
    assert.equal(update.statusCode, 200, update.body);
    await createTask(t.app, { platform: 'keling' });
    await createTask(t.app, { platform: 'minimax', task_status: 4 });
    await createTask(t.app, { platform: 'minimax', task_status: 3 });
    const old = await createTask(t.app, { platform: 'jimeng', task_status: 4 });
    await t.app.db.updateTable('video_tasks').set({ created_at: '2020-01-01T00:00:00.000Z' }).where('task_id', '=', old.task_id).execute();

    // The totals are cached, and every write above invalidated them: the answer is current.
    const figures = (await read(admin)).back_office;
    assert.deepEqual(figures.templates_by_status, { 待生成: 2, 已生成: 0, 待补全: 0, 已上架: 0 });
    assert.equal(figures.templates_failed, 1);
    assert.deepEqual(figures.tasks_by_day[6], {
      day: new Date().toISOString().slice(0, 10),
      pending: 1,
      running: 0,
      completed: 1,
      failed: 1,
    });
    assert.equal(
      figures.tasks_by_day.slice(0, 6).reduce((sum: number, day: { pending: number }) => sum + day.pending, 0),
      0,
    );
    assert.deepEqual(figures.tasks_by_platform, { keling: 1, jimeng: 0, minimax: 2 });
    assert.equal(figures.tasks_failed, 1, 'the task of 2020 is not among the last 7 days');
  });

  it('names the filters that list what it counts: the failed sub-statuses, and where the 7 days begin', async () => {
    const audit = await createTemplate(t.app);
    await postJson(t.app, `${TEMPLATES}/update`, { template_id: audit.template_id, template_sub_status: 'AUDIT_FAILED' }, admin);
    const older = await createTask(t.app, { task_status: 4 });
    const figures = (await read(admin)).back_office;
    assert.deepEqual(figures.templates_failed_sub_statuses, ['GENERATION_FAILED', 'AUDIT_FAILED', '生成失败', '审核不通过']);
    assert.equal(figures.tasks_since, `${figures.tasks_by_day[0].day}T00:00:00Z`);

    // A task created a millisecond before the first day is outside the figure and the list alike.
    const before = new Date(Date.parse(figures.tasks_since) - 1).toISOString();
    await t.app.db.updateTable('video_tasks').set({ created_at: before }).where('task_id', '=', older.task_id).execute();
    t.app.videoTasksRepository.invalidateCounts();
    const current = (await read(admin)).back_office;

    const subStatuses = current.templates_failed_sub_statuses.map((sub: string) => `template_sub_status=${encodeURIComponent(sub)}`);
    const templates = await t.app.inject({ method: 'POST', url: `${TEMPLATES}/list?${subStatuses.join('&')}`, headers: admin });
    assert.equal(json(templates).count, current.templates_failed);
    const tasks = await t.app.inject({
      method: 'GET',
      url: `/api/backend/video-tasks/?task_status=4&created_after=${encodeURIComponent(current.tasks_since)}`,
      headers: admin,
    });
    assert.equal(json(tasks).count, current.tasks_failed);
    assert.equal(current.tasks_failed, 1);
  });

  describe('shows only the figures the user may read', () => {
    const TEMPLATE_FIELDS = ['templates_by_status', 'templates_failed', 'templates_failed_sub_statuses'];
    const TASK_FIELDS = ['tasks_by_day', 'tasks_by_platform', 'tasks_failed', 'tasks_since'];

    const withRoles = async (roles: string[]): Promise<Headers> => {
      const email = randomEmail('dashboard');
      const password = 'password-1234';
      const created = await t.app.inject({ method: 'POST', url: '/api/v1/users/', headers: admin, payload: { email, password, roles } });
      assert.equal(created.statusCode, 200, created.body);
      return authHeaders(t.app, email, password);
    };
    const fieldsOf = async (headers: Headers) => {
      const backOffice = (await read(headers)).back_office;
      return backOffice === null ? null : Object.keys(backOffice).sort();
    };

    it('a viewer (templates.read and tasks.read) gets both kinds, as a superuser does', async () => {
      const all = [...TEMPLATE_FIELDS, ...TASK_FIELDS].sort();
      assert.deepEqual(await fieldsOf(await withRoles(['viewer'])), all);
      assert.deepEqual(await fieldsOf(admin), all);
      const viewer = (await read(await withRoles(['viewer']))).back_office;
      const superuser = (await read(admin)).back_office;
      assert.deepEqual(viewer, superuser, 'the same figures, whoever reads them');
    });

    it('a template reviewer gets the template figures only', async () => {
      assert.deepEqual(await fieldsOf(await withRoles(['template_reviewer'])), [...TEMPLATE_FIELDS].sort());
    });

    it('a task operator gets the task figures only', async () => {
      assert.deepEqual(await fieldsOf(await withRoles(['task_operator'])), [...TASK_FIELDS].sort());
    });

    it('a release manager, who reads neither screen, gets no back-office figures, as a plain user does', async () => {
      assert.equal(await fieldsOf(await withRoles(['release_manager'])), null);
      assert.equal(await fieldsOf(user.headers), null);
    });
  });
});
