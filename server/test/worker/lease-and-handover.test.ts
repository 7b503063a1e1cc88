import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { adminHeaders, json } from '../helpers/api.js';
import { TASKS, createTemplate, getTemplate, pngImage, sendJson, startFakeServer, uploadReference, waitFor } from '../helpers/backend.js';
import { buildTestApp } from '../helpers/build-test-app.js';

describe('worker: leases and the reference hand-over', () => {
  it('a platform call longer than the lease keeps the task: no other instance takes it meanwhile', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = await startFakeServer(async (_request, response) => {
      await gate;
      sendJson(response, 200, { task_id: 'mm-slow', base_resp: { status_code: 0, status_msg: 'success' } });
    });
    const t = await buildTestApp({ WORKER_LEASE_MS: '300', MINIMAX_API_KEY: 'k', MINIMAX_BASE_URL: fake.url });
    const other = await buildApp(t.config, { logger: false });
    await other.ready();
    try {
      const headers = await adminHeaders(t.app);
      const created = json(
        await t.app.inject({ method: 'POST', url: `${TASKS}/`, headers, payload: { template_id: 1, user_id: 7, platform: 'minimax' } }),
      );
      await t.app.worker.claimAndRun();
      await waitFor(async () => fake.requests.length === 1, 5000, 'the submission to reach the platform');
      // Three leases' time while the platform has not answered.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      assert.deepEqual(await other.worker.claimAndRun(), [], 'the task is still held by the first instance');
      release();
      await t.app.worker.idle();
      const task = json(await t.app.inject({ method: 'GET', url: `${TASKS}/${created.task_id}`, headers }));
      assert.deepEqual([task.task_status, task.platform_task_id], [2, 'mm-slow']);
      assert.equal(fake.requests.length, 1, 'submitted once');
    } finally {
      release();
      await other.close();
      await t.close();
      await fake.close();
    }
  });

  /** A MiniMax fake whose first submission is answered only when `release` is called; later ones at once. */
  async function slowFirstSubmission() {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let submissions = 0;
    const fake = await startFakeServer(async (_request, response) => {
      const nth = ++submissions;
      if (nth === 1) await gate;
      sendJson(response, 200, { task_id: `mm-${nth}`, base_resp: { status_code: 0, status_msg: 'success' } });
    });
    return { fake, release: () => release() };
  }

  /** Renewals that reach nothing (a stalled database): the lease runs out while the call goes on. */
  function stallRenewals(app: FastifyInstance): void {
    app.videoTasksRepository.renewLease = async () => true;
  }

  /** A minimax task whose submission is held by the platform while this instance's lease runs out. */
  async function submissionOutlivingItsLease(app: FastifyInstance, fake: { requests: unknown[] }) {
    const headers = await adminHeaders(app);
    const created = json(
      await app.inject({ method: 'POST', url: `${TASKS}/`, headers, payload: { template_id: 1, user_id: 7, platform: 'minimax' } }),
    );
    stallRenewals(app);
    await app.worker.claimAndRun();
    await waitFor(async () => fake.requests.length === 1, 5000, 'the submission to reach the platform');
    await new Promise((resolve) => setTimeout(resolve, 500));
    return { headers, created };
  }

  it('its own lease running out mid-call does not make the same instance call the platform again', async () => {
    const { fake, release } = await slowFirstSubmission();
    const t = await buildTestApp({ WORKER_LEASE_MS: '300', MINIMAX_API_KEY: 'k', MINIMAX_BASE_URL: fake.url });
    try {
      const { headers, created } = await submissionOutlivingItsLease(t.app, fake);
      assert.deepEqual(await t.app.worker.claimAndRun(), [], 'the task is already being worked on here');
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(fake.requests.length, 1, 'submitted once');
      release();
      await t.app.worker.idle();
      const task = json(await t.app.inject({ method: 'GET', url: `${TASKS}/${created.task_id}`, headers }));
      assert.deepEqual([task.task_status, task.platform_task_id], [2, 'mm-1']);
    } finally {
      release();
      await t.close();
      await fake.close();
    }
  });

  it("a worker that lost its lease to another instance writes nothing over that one's result", async () => {
    const { fake, release } = await slowFirstSubmission();
    const t = await buildTestApp({ WORKER_LEASE_MS: '300', MINIMAX_API_KEY: 'k', MINIMAX_BASE_URL: fake.url });
    const other = await buildApp(t.config, { logger: false });
    await other.ready();
    try {
      const { headers, created } = await submissionOutlivingItsLease(t.app, fake);
      assert.equal((await other.worker.claimAndRun()).length, 1, 'the lease ran out: the other instance takes the task');
      await other.worker.idle();
      release();
      await t.app.worker.idle();
      const task = json(await t.app.inject({ method: 'GET', url: `${TASKS}/${created.task_id}`, headers }));
      assert.deepEqual([task.task_status, task.platform_task_id], [2, 'mm-2'], 'the late answer of the first call is not written');
    } finally {
      release();
      await other.close();
      await t.close();
      await fake.close();
    }
  });

  it('completing a reference task and filling the template slot happen together or not at all', async () => {
    const t = await buildTestApp({ LOCAL_PLATFORM_DELAY_MS: '0', TASK_POLL_INTERVAL_MS: '0', WORKER_RETRY_BASE_MS: '0' });
    try {
      const template = await createTemplate(t.app, { template_platform: 'keling' });
      const fields = { template_id: String(template.template_id), reference_image_index: '2' };
      const upload = await uploadReference(t.app, fields, [
        { name: 'reference_image', filename: 'r.png', contentType: 'image/png', data: pngImage() },
      ]);
      assert.equal(upload.statusCode, 200, upload.body);
      const taskId = json(upload).task_id as number;
      const step = async () => {
        await t.app.worker.claimAndRun();
        await t.app.worker.idle();
      };
      await step(); // submitted
      // The template's side fails inside the transaction that completes the task.
      const repository = t.app.videoTemplatesRepository;
      const joining = repository.joining.bind(repository);
      repository.joining = (trx) => ({ ...joining(trx), addHistory: async () => Promise.reject(new Error('disk full')) });
      await step();
      const halfway = await t.app.videoTasksRepository.findById(taskId);
      assert.deepEqual([halfway?.task_status, halfway?.video_url], [2, null], 'the task is not completed without its hand-over');
      assert.equal((await getTemplate(t.app, template.template_id)).template_video_url_2, null);

      repository.joining = joining;
      await t.app.db.updateTable('video_tasks').set({ next_attempt_at: new Date().toISOString() }).where('task_id', '=', taskId).execute();
      await step();
      const done = await t.app.videoTasksRepository.findById(taskId);
      assert.equal(done?.task_status, 3);
      assert.equal((await getTemplate(t.app, template.template_id)).template_video_url_2, done?.video_url);
    } finally {
      await t.close();
    }
  });
});
