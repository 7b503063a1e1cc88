import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { createBulkJobsRepository } from '../../src/modules/bulk-jobs/bulk-jobs.repository.js';
import type { BulkJobsDatabase } from '../../src/modules/bulk-jobs/bulk-jobs.tables.js';
import { dialectOf } from '../../src/modules/video-media/repository-context.js';
import { createVideoTasksRepository } from '../../src/modules/video-tasks/video-tasks.repository.js';
import { nowIso } from '../../src/lib/time.js';
import { adminHeaders, json } from '../helpers/api.js';
import { TASKS, createTask, createTemplate, waitFor } from '../helpers/backend.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { acceptedJob, getJob } from '../modules/bulk-jobs/helpers.js';

// The worker and the bulk-job runner are started, and would look for work again only after ten
// minutes: whatever they do sooner, the change feed woke them to do.
const SLEEPY = { WORKER_ENABLED: 'true', WORKER_POLL_INTERVAL_MS: '600000', LOCAL_PLATFORM_DELAY_MS: '0', TASK_POLL_INTERVAL_MS: '0' };

/** Lets the runners' first look (at start) end, so only a wake makes them look again. */
async function settled(t: TestApp): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  await Promise.all([t.app.worker.idle(), t.app.bulkJobRunner.idle()]);
}

async function taskStatus(t: TestApp, id: number): Promise<number> {
  return json(await t.app.inject({ method: 'GET', url: `${TASKS}/${id}`, headers: await adminHeaders(t.app) })).task_status;
}

describe('the worker and the bulk-job runner wake through the change feed', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(SLEEPY);
    await settled(t);
  });
  after(() => t.close());

  it('a task created through the API is taken up at once', async () => {
    const task = await createTask(t.app, { create_task_params: { prompt: 'wake' } });
    assert.equal(task.task_status, 1);
    await waitFor(async () => (await taskStatus(t, task.task_id)) >= 2, 3000, 'submission');
  });

  it('a task another instance created is taken up when its event arrives, not before', async () => {
    await settled(t);
    // Written without a feed, as another instance's write looks from here until its NOTIFY arrives.
    const elsewhere = createVideoTasksRepository(t.app.db, dialectOf(t.config.databaseUrl));
    const task = await elsewhere.create({
      template_id: 1,
      original_template_id: null,
      user_id: 1001,
      platform: 'keling',
      platform_task_id: null,
      task_status: 1,
      is_read: false,
      video_url: null,
      first_image: null,
      second_image: null,
      merged_image: null,
      create_task_params: { prompt: 'elsewhere' },
      create_task_rsp: null,
      query_task_rsp: null,
      worker_managed: true,
      attempts: 0,
      next_attempt_at: nowIso(),
      template_video_slot: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(await taskStatus(t, task.task_id), 1, 'nothing told the worker yet');

    t.app.changeFeed.receive({ kind: 'task', op: 'created', id: task.task_id, template_id: 1, task_status: 1 });
    await waitFor(async () => (await taskStatus(t, task.task_id)) >= 2, 3000, 'submission after the event');
  });

  it('a bulk job started through the API runs at once', async () => {
    await settled(t);
    const template = await createTemplate(t.app, { template_status: '已生成' });
    const job = await acceptedJob(t.app, { list: 'templates', action: 'reject', ids: [template.template_id] });
    const done = await waitFor(
      async () => {
        const now = await getJob(t.app, job.id);
        return now.status === 'completed' ? now : null;
      },
      3000,
      'the job',
    );
    assert.deepEqual([done.succeeded, done.failed], [1, 0]);
  });

  it('a bulk job another instance created runs when its event arrives, not before', async () => {
    await settled(t);
    const template = await createTemplate(t.app, { template_status: '已生成' });
    const elsewhere = createBulkJobsRepository(t.app.db as unknown as Kysely<BulkJobsDatabase>, dialectOf(t.config.databaseUrl));
    const job = await elsewhere.create(
      { list: 'templates', action: 'reject', params: null, selection: { ids: 1 }, actor_id: null, actor_email: null },
      [template.template_id],
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal((await getJob(t.app, job.id)).status, 'queued', 'nothing told the runner yet');

    t.app.changeFeed.receive({ kind: 'bulk-job', op: 'created', id: job.id });
    const done = await waitFor(
      async () => {
        const now = await getJob(t.app, job.id);
        return now.status === 'completed' ? now : null;
      },
      3000,
      'the job after the event',
    );
    assert.deepEqual([done.succeeded, done.failed], [1, 0]);
  });
});
