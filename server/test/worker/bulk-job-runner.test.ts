import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createTemplate, getTemplate, waitFor } from '../helpers/backend.js';
import { buildTestApp, dropSchema, testDatabaseUrl, type TestApp } from '../helpers/build-test-app.js';
import { BulkJobRunner } from '../../src/worker/bulk-job-runner.js';
import { acceptedJob, getJob, historyOf, runJobs } from '../modules/bulk-jobs/helpers.js';

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('bulk job runner: leases, resuming, idempotence', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(() => t.close());

  const generatedTemplates = (count: number) =>
    Promise.all(Array.from({ length: count }, (_, n) => createTemplate(t.app, { template_name: `r${n}`, template_status: '已生成' })));

  const reviewsOf = async (id: number) => (await historyOf(t.app, id)).filter((entry) => entry.action === 'review');

  it('resumes a job cut off mid-row: the row its dead run wrote counts as done (not refused as a second review), the others run once', async () => {
    const [a, b, c] = await generatedTemplates(3);
    const ids = [a!.template_id, b!.template_id, c!.template_id];
    const job = await acceptedJob(t.app, { list: 'templates', action: 'reject', ids });
    const jobs = t.app.bulkJobsRepository;

    // An instance claims the job, starts the first row, whose review commits, and dies before
    // recording it; it had also started the second row without getting anywhere. Its lease is over.
    const [claimed] = await jobs.claim('dead-instance', new Date().toISOString(), inMs(-1), 1);
    assert.equal(claimed?.id, job.id);
    const [first, second] = await jobs.pendingItems(job.id, 10);
    assert.ok(await jobs.markStarted(first!, 'dead-instance'));
    await t.app.videoTemplatesService.review(a!.template_id, 'reject', { id: claimed!.actor_id, email: claimed!.actor_email });
    assert.ok(await jobs.markStarted(second!, 'dead-instance'));

    await runJobs(t.app);
    const result = await getJob(t.app, job.id);
    assert.deepEqual([result.status, result.succeeded, result.failed, result.failures], ['completed', 3, 0, []]);
    for (const id of ids) {
      assert.equal((await getTemplate(t.app, id)).template_status, '待生成');
      assert.equal((await reviewsOf(id)).length, 1, `template ${id} reviewed once`);
    }

    // Done rows are not counted again, and a completed job is not claimed again.
    assert.ok((await jobs.recordOutcome(first!, 'dead-instance', { ok: false, reason: 'late' })) === false);
    assert.deepEqual(await t.app.bulkJobRunner.claimAndRun(), []);
    assert.deepEqual((await getJob(t.app, job.id)).failures, []);
  });

  it('leaves a job alone while another instance holds its lease, and takes it once that instance gives it back', async () => {
    const templates = await generatedTemplates(2);
    const job = await acceptedJob(t.app, { list: 'templates', action: 'reject', ids: templates.map((row) => row.template_id) });
    const jobs = t.app.bulkJobsRepository;
    await jobs.claim('other-instance', new Date().toISOString(), inMs(60_000), 1);

    assert.deepEqual(await t.app.bulkJobRunner.claimAndRun(), []);
    const [item] = await jobs.pendingItems(job.id, 1);
    assert.equal(await jobs.markStarted(item!, t.app.bulkJobRunner.id), false, 'no lease, no write');
    assert.equal(await jobs.recordOutcome(item!, t.app.bulkJobRunner.id, { ok: true }), false);
    assert.equal((await getJob(t.app, job.id)).done, 0);

    await jobs.release(job.id, 'other-instance');
    await runJobs(t.app);
    assert.equal((await getJob(t.app, job.id)).succeeded, 2);
  });

  it('runs a job once when two instances claim at the same moment', async () => {
    const templates = await generatedTemplates(4);
    const job = await acceptedJob(t.app, { list: 'templates', action: 'reject', ids: templates.map((row) => row.template_id) });
    const second = new BulkJobRunner({
      jobs: t.app.bulkJobsRepository,
      runRow: t.app.bulkJobsService.runRow,
      mayGoOn: t.app.bulkJobsService.mayGoOn,
      config: { leaseMs: 60_000, pollIntervalMs: 1000 },
      log: t.app.log,
    });
    const [here, there] = await Promise.all([t.app.bulkJobRunner.claimAndRun(), second.claimAndRun()]);
    assert.deepEqual(
      [...here, ...there].map((claimed) => claimed.id),
      [job.id],
      'one instance took the job',
    );
    await Promise.all([t.app.bulkJobRunner.idle(), second.idle()]);
    const result = await getJob(t.app, job.id);
    assert.deepEqual([result.status, result.succeeded, result.failed], ['completed', 4, 0]);
    for (const template of templates) assert.equal((await reviewsOf(template.template_id)).length, 1);
  });

  it('gives a job back on stop, with the rows done so far kept, and the next start finishes it', async () => {
    const templates = await generatedTemplates(3);
    const job = await acceptedJob(t.app, { list: 'templates', action: 'reject', ids: templates.map((row) => row.template_id) });
    // A runner whose rows take a moment, stopped while the first one runs.
    let release!: () => void;
    const firstRowRunning = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = new BulkJobRunner({
      jobs: t.app.bulkJobsRepository,
      runRow: async (work) => {
        release();
        await new Promise((resolve) => setTimeout(resolve, 50));
        return t.app.bulkJobsService.runRow(work);
      },
      mayGoOn: t.app.bulkJobsService.mayGoOn,
      config: { leaseMs: 60_000, pollIntervalMs: 60_000 },
      log: t.app.log,
    });
    // The runner's own timers do not keep the process alive; the test must, until the row runs.
    const keepAlive = setInterval(() => {}, 1000);
    slow.start();
    await firstRowRunning;
    await slow.stop();
    clearInterval(keepAlive);
    const stopped = await getJob(t.app, job.id);
    assert.equal(stopped.status, 'running');
    assert.equal(stopped.done, 1, 'the row in progress finished and was recorded');

    await runJobs(t.app); // the lease was given back: no need to wait for it to run out
    const finished = await getJob(t.app, job.id);
    assert.deepEqual([finished.status, finished.succeeded], ['completed', 3]);
    for (const template of templates) assert.equal((await reviewsOf(template.template_id)).length, 1);
  });
});

describe('bulk job runner: several instances on one database', () => {
  let dataDir: string;
  let config: Config;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'server-bulk-'));
    const schema = testDatabaseUrl ? `test_${randomUUID().replace(/-/g, '').slice(0, 20)}` : undefined;
    config = loadConfig({
      cwd: dataDir,
      env: {
        DATA_DIR: dataDir,
        WEB_ROOT: join(dataDir, 'web'),
        ARGON2_MEMORY_COST: '64',
        ARGON2_TIME_COST: '1',
        SEED_DEMO: 'false',
        WORKER_ENABLED: 'true',
        WORKER_POLL_INTERVAL_MS: '30',
        ...(testDatabaseUrl && schema ? { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema } : {}),
      },
    });
  });
  after(async () => {
    if (config.databaseUrl && config.databaseSchema) await dropSchema(config.databaseUrl, config.databaseSchema);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('two running instances share the jobs, each row runs once; a job started on one that closes is finished by the other', async () => {
    const first = await buildApp(config, { logger: false });
    await first.ready();
    const second = await buildApp(config, { logger: false });
    await second.ready();
    try {
      const templates = await Promise.all(
        Array.from({ length: 12 }, (_, n) => createTemplate(first, { template_name: `m${n}`, template_status: '已生成' })),
      );
      const ids = templates.map((row) => row.template_id);
      const jobs = [
        await acceptedJob(first, { list: 'templates', action: 'reject', ids: ids.slice(0, 6) }),
        await acceptedJob(second, { list: 'templates', action: 'reject', ids: ids.slice(6) }),
      ];
      await first.close(); // mid-job or not: what it did stays, what it did not the other does
      for (const job of jobs) {
        const done = await waitFor(
          async () => {
            const now = await getJob(second, job.id);
            return now.status === 'completed' ? now : null;
          },
          10_000,
          `job ${job.id}`,
        );
        assert.deepEqual([done.succeeded, done.failed], [6, 0]);
      }
      for (const id of ids) {
        const reviews = (await historyOf(second, id)).filter((entry) => entry.action === 'review');
        assert.equal(reviews.length, 1, `template ${id} reviewed once`);
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
