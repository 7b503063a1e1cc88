import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../src/lib/roles.js';
import { BulkJobRunner } from '../../../src/worker/bulk-job-runner.js';
import {
  adminHeaders,
  assertRefused,
  authHeaders,
  changeOwnPassword,
  createUser,
  json,
  type CreatedUser,
  type Headers,
} from '../../helpers/api.js';
import { createTemplate, getTemplate } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { BULK_JOBS, getJob, runJobs, startJob } from './helpers.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function generatedTemplates(app: FastifyInstance, count: number): Promise<number[]> {
  const rows = await Promise.all(
    Array.from({ length: count }, (_, n) => createTemplate(app, { template_name: `rights-${n}`, template_status: '已生成' })),
  );
  return rows.map((row) => row.template_id);
}

/** Starts a job as `as` that must be accepted. */
async function started(app: FastifyInstance, body: object, as: Headers): Promise<any> {
  const response = await startJob(app, body, as);
  assert.equal(response.statusCode, 202, response.body);
  return json(response);
}

/** Runs the waiting jobs to their end with a runner of one row per batch, calling `beforeRow` before each row it runs. */
async function runRowByRow(app: FastifyInstance, beforeRow: (row: number) => Promise<void> = async () => {}): Promise<void> {
  let row = 0;
  const runner = new BulkJobRunner({
    jobs: app.bulkJobsRepository,
    runRow: async (work) => {
      row += 1;
      await beforeRow(row);
      return app.bulkJobsService.runRow(work);
    },
    mayGoOn: app.bulkJobsService.mayGoOn,
    config: { leaseMs: 60_000, pollIntervalMs: 60_000, rowsPerBatch: 1 },
    log: app.log,
  });
  await runner.claimAndRun();
  await runner.idle();
}

const patchUser = async (app: FastifyInstance, id: string, payload: object) => {
  const response = await app.inject({ method: 'PATCH', url: `/api/v1/users/${id}`, headers: await adminHeaders(app), payload });
  assert.equal(response.statusCode, 200, response.body);
};

const cancel = (app: FastifyInstance, id: number, headers: Headers, payload?: object) =>
  app.inject({ method: 'POST', url: `${BULK_JOBS}/${id}/cancel`, headers, ...(payload ? { payload } : {}) });

const statusesOf = async (app: FastifyInstance, ids: number[]) =>
  Promise.all(ids.map(async (id) => (await getTemplate(app, id)).template_status as string));

describe('bulk jobs: the permission of the action', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it("refuses a job whose action the starter may not take, naming the action's permission; bulk.run alone is not enough", async () => {
    const tasksOnly = await createUser(t.app, { roles: ['task_operator'] });
    const templatesOnly = await createUser(t.app, { roles: ['template_publisher'] });
    const cases: [CreatedUser, object, string][] = [
      [tasksOnly, { list: 'templates', action: 'approve', ids: [1] }, 'templates.review'],
      [tasksOnly, { list: 'templates', action: 'reject', ids: [1] }, 'templates.review'],
      [tasksOnly, { list: 'templates', action: 'publish', ids: [1] }, 'templates.publish'],
      [tasksOnly, { list: 'templates', action: 'take_down', ids: [1] }, 'templates.publish'],
      [tasksOnly, { list: 'templates', action: 'relist', ids: [1] }, 'templates.publish'],
      [tasksOnly, { list: 'templates', action: 'delete', ids: [1] }, 'templates.delete'],
      [templatesOnly, { list: 'tasks', action: 'set_status', task_status: 2, ids: [1] }, 'tasks.edit'],
      [templatesOnly, { list: 'tasks', action: 'mark_read', ids: [1] }, 'tasks.edit'],
      [templatesOnly, { list: 'tasks', action: 'delete', ids: [1] }, 'tasks.delete'],
    ];
    for (const [who, body, permission] of cases) assertRefused(await startJob(t.app, body, who.headers), permission);
    const reviewer = await createUser(t.app, { roles: ['template_reviewer'] });
    assertRefused(await startJob(t.app, { list: 'templates', action: 'reject', ids: [1] }, reviewer.headers), 'bulk.run');

    const body = json(await t.app.inject({ method: 'GET', url: `${BULK_JOBS}/`, headers: tasksOnly.headers }));
    assert.equal(body.count, 0, 'no job was made');
    assert.equal((await startJob(t.app, { list: 'tasks', action: 'mark_read', ids: [1] }, tasksOnly.headers)).statusCode, 202);
    assert.equal((await startJob(t.app, { list: 'templates', action: 'reject', ids: [1] }, templatesOnly.headers)).statusCode, 202);
  });
});

describe('bulk jobs: the starter answers for the job before each batch', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const publisher = (roles: Role[] = ['template_publisher']) => createUser(t.app, { roles });

  it('a starter who loses the permission of the action mid-job: the job stops before its next batch, keeping what it did', async () => {
    const person = await publisher();
    const ids = await generatedTemplates(t.app, 3);
    const job = await started(t.app, { list: 'templates', action: 'reject', ids }, person.headers);
    // During the first row the person becomes a task operator: bulk.run kept, templates.review lost.
    await runRowByRow(t.app, async (row) => {
      if (row === 1) await patchUser(t.app, person.id, { roles: ['task_operator'] });
    });
    const result = await getJob(t.app, job.id);
    assert.deepEqual(
      [result.status, result.stop_reason, result.total, result.done, result.succeeded, result.failed],
      ['stopped', 'permission_revoked', 3, 1, 1, 0],
    );
    assert.equal(result.stop_detail, `发起人 ${person.email} 已没有权限 templates.review，任务已停止`);
    assert.ok(result.finished_at);
    assert.deepEqual(await statusesOf(t.app, ids), ['待生成', '已生成', '已生成']);

    // A stopped job is not taken up again.
    await runJobs(t.app);
    assert.deepEqual(await statusesOf(t.app, ids), ['待生成', '已生成', '已生成']);
    assert.equal((await getJob(t.app, job.id)).done, 1);
  });

  it('a queued job of a starter demoted before it ran stops before its first batch, naming bulk.run when that is what went', async () => {
    const person = await publisher();
    const ids = await generatedTemplates(t.app, 2);
    const job = await started(t.app, { list: 'templates', action: 'reject', ids }, person.headers);
    await patchUser(t.app, person.id, { roles: ['template_reviewer'] });
    await runJobs(t.app);
    const result = await getJob(t.app, job.id);
    assert.deepEqual([result.status, result.stop_reason, result.done], ['stopped', 'permission_revoked', 0]);
    assert.equal(result.stop_detail, `发起人 ${person.email} 已没有权限 bulk.run，任务已停止`);
    assert.deepEqual(await statusesOf(t.app, ids), ['已生成', '已生成']);
  });

  it('a password changed after the job started stops it; a job started after the change runs', async () => {
    const person = await publisher();
    const ids = await generatedTemplates(t.app, 3);
    const job = await started(t.app, { list: 'templates', action: 'reject', ids }, person.headers);
    await runRowByRow(t.app, async (row) => {
      if (row === 1) {
        // Job times may run a few milliseconds ahead of the wall clock after a burst of writes.
        await pause(50);
        await changeOwnPassword(t.app, person, 'another-password-1');
      }
    });
    const result = await getJob(t.app, job.id);
    assert.deepEqual([result.status, result.stop_reason, result.done], ['stopped', 'password_changed', 1]);
    assert.equal(result.stop_detail, `发起人 ${person.email} 在任务开始后修改了密码，任务已停止`);
    assert.deepEqual(await statusesOf(t.app, ids), ['待生成', '已生成', '已生成']);

    // Signed in again with the new password, the person's next job runs.
    const headers = await authHeaders(t.app, person.email, 'another-password-1');
    const next = await started(t.app, { list: 'templates', action: 'reject', ids: ids.slice(1) }, headers);
    await runJobs(t.app);
    const result2 = await getJob(t.app, next.id);
    assert.deepEqual([result2.status, result2.succeeded], ['completed', 2]);
  });

  it('a deactivated starter: the job stops; a deleted one: the job stops saying the account is gone', async () => {
    const inactive = await publisher();
    const deleted = await publisher();
    const ids = await generatedTemplates(t.app, 2);
    const first = await started(t.app, { list: 'templates', action: 'reject', ids: [ids[0]] }, inactive.headers);
    const second = await started(t.app, { list: 'templates', action: 'reject', ids: [ids[1]] }, deleted.headers);
    await patchUser(t.app, inactive.id, { is_active: false });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${deleted.id}`, headers: await adminHeaders(t.app) });
    assert.equal(removed.statusCode, 200, removed.body);
    await runJobs(t.app);

    const stoppedInactive = await getJob(t.app, first.id);
    assert.deepEqual([stoppedInactive.status, stoppedInactive.stop_reason, stoppedInactive.done], ['stopped', 'starter_inactive', 0]);
    assert.equal(stoppedInactive.stop_detail, `发起人 ${inactive.email} 的账号已停用，任务已停止`);
    const stoppedGone = await getJob(t.app, second.id);
    assert.deepEqual([stoppedGone.status, stoppedGone.stop_reason, stoppedGone.done], ['stopped', 'starter_gone', 0]);
    assert.equal(stoppedGone.stop_detail, `发起人 ${deleted.email} 的账号已不存在，任务已停止`);
    assert.deepEqual(await statusesOf(t.app, ids), ['已生成', '已生成']);
  });

  it('a starter who keeps their rights: the job completes, batch after batch, with no stop reason', async () => {
    const person = await publisher();
    const ids = await generatedTemplates(t.app, 3);
    const job = await started(t.app, { list: 'templates', action: 'reject', ids }, person.headers);
    await runRowByRow(t.app);
    const result = await getJob(t.app, job.id);
    assert.deepEqual([result.status, result.succeeded, result.stop_reason, result.stop_detail], ['completed', 3, null, null]);
  });
});

describe('bulk jobs: cancel', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  it('by its starter: final at once with what it had done, nothing more runs; a second cancel is a 409', async () => {
    const person = await createUser(t.app, { roles: ['template_publisher'] });
    const ids = await generatedTemplates(t.app, 2);
    const job = await started(t.app, { list: 'templates', action: 'reject', ids }, person.headers);

    const response = await cancel(t.app, job.id, person.headers);
    assert.equal(response.statusCode, 200, response.body);
    const cancelled = json(response);
    assert.deepEqual(
      [cancelled.status, cancelled.stop_reason, cancelled.stop_detail, cancelled.done, cancelled.failures],
      ['cancelled', 'cancelled', `已由 ${person.email} 取消`, 0, []],
    );
    assert.ok(cancelled.finished_at);

    await runJobs(t.app);
    assert.deepEqual(await statusesOf(t.app, ids), ['已生成', '已生成']);
    assert.equal((await getJob(t.app, job.id)).status, 'cancelled');

    const again = await cancel(t.app, job.id, person.headers);
    assert.equal(again.statusCode, 409);
    assert.deepEqual(json(again), { detail: 'The bulk job is already cancelled: only a queued or running job can be cancelled' });
  });

  it('while it runs: the row under way finishes and is counted, no other row starts, and it stays cancelled', async () => {
    const person = await createUser(t.app, { roles: ['template_publisher'] });
    const ids = await generatedTemplates(t.app, 3);
    const job = await started(t.app, { list: 'templates', action: 'reject', ids }, person.headers);
    let answer: any;
    const runner = new BulkJobRunner({
      jobs: t.app.bulkJobsRepository,
      runRow: async (work) => {
        if (!answer) answer = json(await cancel(t.app, job.id, person.headers));
        return t.app.bulkJobsService.runRow(work);
      },
      mayGoOn: t.app.bulkJobsService.mayGoOn,
      // A batch larger than the job: the cancel is noticed before the next row, not only the next batch.
      config: { leaseMs: 60_000, pollIntervalMs: 60_000, rowsPerBatch: 10 },
      log: t.app.log,
    });
    await runner.claimAndRun();
    await runner.idle();
    assert.deepEqual([answer.status, answer.done], ['cancelled', 0]);
    const result = await getJob(t.app, job.id);
    assert.deepEqual([result.status, result.done, result.succeeded], ['cancelled', 1, 1]);
    assert.deepEqual(await statusesOf(t.app, ids), ['待生成', '已生成', '已生成']);
    // The lease was given back.
    const row = await t.app.bulkJobsRepository.findById(job.id);
    assert.equal(row?.locked_by, null);
  });

  it('by a superuser; refused for anyone else, 403 without a permission to name (none would let them)', async () => {
    const person = await createUser(t.app, { roles: ['task_operator'] });
    const colleague = await createUser(t.app, { roles: ['task_operator', 'template_publisher'] });
    const viewer = await createUser(t.app, { roles: ['viewer'] });
    const superuser = await createUser(t.app, { superuser: true });
    const job = await started(t.app, { list: 'tasks', action: 'mark_read', ids: [1] }, person.headers);

    const refused = await cancel(t.app, job.id, colleague.headers);
    assert.equal(refused.statusCode, 403, refused.body);
    assert.deepEqual(json(refused), { detail: "The user doesn't have enough privileges" });
    assertRefused(await cancel(t.app, job.id, viewer.headers), 'bulk.run');
    assert.equal((await getJob(t.app, job.id)).status, 'queued');

    const response = await cancel(t.app, job.id, superuser.headers, {});
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual([json(response).status, json(response).stop_detail], ['cancelled', `已由 ${superuser.email} 取消`]);
  });

  it('read by its starter and by a superuser; anyone else, a bulk.run holder included, gets the 404 of an unknown job', async () => {
    const person = await createUser(t.app, { roles: ['template_publisher'] });
    const colleague = await createUser(t.app, { roles: ['template_publisher'] });
    const job = await started(t.app, { list: 'templates', action: 'reject', ids: await generatedTemplates(t.app, 1) }, person.headers);
    const read = (headers: Headers) => t.app.inject({ method: 'GET', url: `${BULK_JOBS}/${job.id}`, headers });

    const own = await read(person.headers);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(json(own).id, job.id);
    assert.equal((await read(await adminHeaders(t.app))).statusCode, 200);
    const other = await read(colleague.headers);
    assert.equal(other.statusCode, 404, other.body);
    assert.deepEqual(json(other), { detail: 'Bulk job not found' });
  });

  it('404 for a job that does not exist; 422 for a body with fields', async () => {
    const headers = await adminHeaders(t.app);
    const missing = await cancel(t.app, 999999, headers);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(json(missing), { detail: 'Bulk job not found' });
    assert.equal((await cancel(t.app, 999999, headers, { reason: 'x' })).statusCode, 422);
  });
});

describe('bulk jobs: at most BULK_JOBS_MAX_QUEUED_PER_USER unfinished jobs per person', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const markRead = { list: 'tasks', action: 'mark_read', ids: [1] };

  it('a fourth job while three are queued or running is a 429; others are not held up; a finished or cancelled one frees a place', async () => {
    assert.equal(t.app.config.bulkJobsMaxQueuedPerUser, 3);
    const person = await createUser(t.app, { roles: ['task_operator'] });
    const jobs = [];
    for (let n = 0; n < 3; n += 1) jobs.push(await started(t.app, markRead, person.headers));
    await t.app.bulkJobsRepository.claim('another-instance', new Date().toISOString(), new Date(Date.now() + 60_000).toISOString(), 1);
    assert.equal((await getJob(t.app, jobs[0].id)).status, 'running', 'a running job counts too');

    const refused = await startJob(t.app, markRead, person.headers);
    assert.equal(refused.statusCode, 429, refused.body);
    assert.deepEqual(json(refused), {
      detail: 'You already have 3 bulk jobs queued or running (at most 3): wait for one to finish, or cancel one',
    });
    assert.equal(json(await t.app.inject({ method: 'GET', url: `${BULK_JOBS}/`, headers: person.headers })).count, 3);

    const other = await createUser(t.app, { roles: ['task_operator'] });
    assert.equal((await startJob(t.app, markRead, other.headers)).statusCode, 202);

    assert.equal((await cancel(t.app, jobs[1].id, person.headers)).statusCode, 200);
    await started(t.app, markRead, person.headers);
    assert.equal((await startJob(t.app, markRead, person.headers)).statusCode, 429);

    await t.app.bulkJobsRepository.release(jobs[0].id, 'another-instance');
    await runJobs(t.app);
    assert.equal((await getJob(t.app, jobs[0].id)).status, 'completed');
    assert.equal((await startJob(t.app, markRead, person.headers)).statusCode, 202);
  });

  it('holds when one person starts several at once', async () => {
    const person = await createUser(t.app, { roles: ['task_operator'] });
    const answers = await Promise.all(Array.from({ length: 6 }, () => startJob(t.app, markRead, person.headers)));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [202, 202, 202, 429, 429, 429]);
  });
});
