import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { readSample, SAMPLE_CLIPS, sampleFor } from '../../src/lib/sample-media.js';
import { nowIso } from '../../src/lib/time.js';
import { adminHeaders, json } from '../helpers/api.js';
import { TASKS, createTask, sendJson, startFakeServer, waitFor } from '../helpers/backend.js';
import { buildTestApp, dropSchema, testDatabaseUrl, type TestApp } from '../helpers/build-test-app.js';

const FAST = { WORKER_POLL_INTERVAL_MS: '30', TASK_POLL_INTERVAL_MS: '30', WORKER_RETRY_BASE_MS: '40', LOCAL_PLATFORM_DELAY_MS: '150' };

async function taskOf(t: TestApp, id: number) {
  return json(await t.app.inject({ method: 'GET', url: `${TASKS}/${id}`, headers: await adminHeaders(t.app) }));
}

describe('worker: the local platform', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ ...FAST, WORKER_ENABLED: 'true' });
  });
  after(() => t.close());

  it('carries a pending task to completed with a real, labelled video', async () => {
    const created = await createTask(t.app, { platform: 'keling', create_task_params: { prompt: '海边日落' } });
    assert.equal(created.task_status, 1);
    const running = await waitFor(
      async () => {
        const task = await taskOf(t, created.task_id);
        return task.task_status >= 2 ? task : null;
      },
      5000,
      'submission',
    );
    assert.match(running.platform_task_id, new RegExp(`^local-${created.task_id}-`));
    assert.equal(running.create_task_rsp.platform, 'local');
    assert.equal(running.create_task_rsp.requested_platform, 'keling');
    assert.match(running.create_task_rsp.note, /本地模拟平台.*可灵/);
    const done = await waitFor(
      async () => {
        const task = await taskOf(t, created.task_id);
        return task.task_status === 3 ? task : null;
      },
      10_000,
      'completion',
    );
    assert.equal(done.query_task_rsp.platform, 'local');
    assert.match(done.query_task_rsp.note, /本地模拟平台/);
    const video = await t.app.inject({ method: 'GET', url: done.video_url });
    assert.equal(video.statusCode, 200);
    assert.equal(video.headers['content-type'], 'video/mp4');
    assert.ok(video.rawPayload.length > 10_000);
    assert.ok(video.rawPayload.equals(await readSample(sampleFor(SAMPLE_CLIPS, created.task_id))), 'the shipped clip for this task id');
  });

  it('a simulated platform failure fails the task at once, with the message in query_task_rsp', async () => {
    const created = await createTask(t.app, { platform: 'jimeng', create_task_params: { simulate_failure: true } });
    const failed = await waitFor(
      async () => {
        const task = await taskOf(t, created.task_id);
        return task.task_status === 4 ? task : null;
      },
      10_000,
      'failure',
    );
    assert.match(failed.query_task_rsp.error, /模拟生成失败/);
  });

  it('leaves alone what it does not drive: finished tasks, and running ones without a platform id', async () => {
    const finished = await createTask(t.app, { task_status: 3, video_url: '/v.mp4' });
    const orphan = await createTask(t.app, { task_status: 2 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal((await taskOf(t, finished.task_id)).task_status, 3);
    const still = await taskOf(t, orphan.task_id);
    assert.equal(still.task_status, 2);
    assert.equal(still.platform_task_id, null);
  });

  it('an admin setting a failed task back to pending hands it to the worker again', async () => {
    const created = await createTask(t.app, { platform: 'minimax', task_status: 4 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    assert.equal((await taskOf(t, created.task_id)).task_status, 4);
    await t.app.inject({
      method: 'PUT',
      url: `${TASKS}/${created.task_id}`,
      headers: await adminHeaders(t.app),
      payload: { task_status: 1 },
    });
    await waitFor(async () => (await taskOf(t, created.task_id)).task_status === 3, 10_000, 'the retried task to complete');
  });
});

describe('worker: retries and failure', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  before(async () => {
    fake = await startFakeServer((_request, response) =>
      sendJson(response, 500, { code: 1102, message: '账户余额不足', request_id: 'r-1' }),
    );
    t = await buildTestApp({
      ...FAST,
      WORKER_RETRY_BASE_MS: '200',
      WORKER_MAX_ATTEMPTS: '3',
      KELING_ACCESS_KEY: 'ak',
      KELING_SECRET_KEY: 'sk-keling-secret',
      KELING_BASE_URL: fake.url,
    });
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  it('a platform error is retried with growing delays, then the task fails with the platform’s message', async () => {
    const created = await createTask(t.app, { platform: 'keling', first_image: 'https://cdn.example.com/a.png' });
    t.app.worker.start();
    const failed = await waitFor(
      async () => {
        const task = await taskOf(t, created.task_id);
        return task.task_status === 4 ? task : null;
      },
      10_000,
      'the task to fail',
    );
    await t.app.worker.stop();
    assert.equal(fake.requests.length, 3);
    assert.match(failed.query_task_rsp.error, /账户余额不足/);
    assert.equal(failed.query_task_rsp.attempts, 3);
    assert.equal(failed.query_task_rsp.stage, 'submit');
    assert.equal(failed.query_task_rsp.platform_response.code, 1102);
    assert.equal(failed.platform_task_id, null);
  });

  it('while retrying, the task shows the last error and when it will be tried again', async () => {
    const created = await createTask(t.app, { platform: 'keling' });
    await t.app.worker.claimAndRun();
    await t.app.worker.idle();
    const retrying = await taskOf(t, created.task_id);
    assert.equal(retrying.task_status, 1);
    assert.equal(retrying.query_task_rsp.attempts, 1);
    assert.match(retrying.query_task_rsp.last_error, /账户余额不足/);
    // next_attempt_at - updated_at (both written by the step, in milliseconds) is the backoff.
    const delayOf = async () => {
      const row = (await t.app.videoTasksRepository.findById(created.task_id))!;
      assert.equal(row.next_attempt_at, retryAtOf(row.query_task_rsp));
      return Date.parse(row.next_attempt_at!) - Date.parse(row.updated_at);
    };
    const retryAtOf = (rsp: Record<string, unknown> | null) => rsp?.retry_at;
    const firstDelay = await delayOf();
    assert.ok(firstDelay >= 180 && firstDelay <= 230, `first retry after ~200 ms, got ${firstDelay}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await t.app.worker.claimAndRun();
    await t.app.worker.idle();
    const second = await taskOf(t, created.task_id);
    assert.equal(second.query_task_rsp.attempts, 2);
    const secondDelay = await delayOf();
    assert.ok(secondDelay >= 370 && secondDelay <= 450, `the delay doubles to ~400 ms, got ${secondDelay}`);
    // Not due yet: nothing is claimed.
    assert.deepEqual(await t.app.worker.claimAndRun(), []);
  });
});

describe('worker: a platform that never finishes', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  before(async () => {
    // Accepts the task, then answers "processing" to every query, forever.
    fake = await startFakeServer((_request, response) =>
      sendJson(response, 200, { code: 0, message: 'SUCCEED', data: { task_id: 'k-forever', task_status: 'processing' } }),
    );
    t = await buildTestApp({
      ...FAST,
      TASK_DEADLINE_MS: '600',
      KELING_ACCESS_KEY: 'ak',
      KELING_SECRET_KEY: 'sk-keling-secret',
      KELING_BASE_URL: fake.url,
    });
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  it('a task still processing past TASK_DEADLINE_MS after its creation fails, saying why', async () => {
    const created = await createTask(t.app, { platform: 'keling' });
    t.app.worker.start();
    const running = await waitFor(
      async () => {
        const task = await taskOf(t, created.task_id);
        return task.task_status === 2 ? task : null;
      },
      5000,
      'submission',
    );
    assert.equal(running.platform_task_id, 'k-forever');
    const failed = await waitFor(
      async () => {
        const task = await taskOf(t, created.task_id);
        return task.task_status === 4 ? task : null;
      },
      10_000,
      'the deadline',
    );
    await t.app.worker.stop();
    // The API gives times to the second; the stored row has the milliseconds.
    const row = (await t.app.videoTasksRepository.findById(created.task_id))!;
    assert.ok(Date.parse(row.updated_at) - Date.parse(row.created_at) >= 600);
    assert.match(failed.query_task_rsp.error, /^可灵: still processing 1 s after the task was created; given up \(TASK_DEADLINE_MS\)$/);
    assert.equal(failed.query_task_rsp.data.task_status, 'processing');
    // It was asked more than once before giving up: the deadline is not a first-answer timeout.
    assert.ok(fake.requests.length >= 3);
  });
});

describe('worker: state in the database', () => {
  let dataDir: string;
  let config: Config;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'server-worker-'));
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
        ...FAST,
        LOCAL_PLATFORM_DELAY_MS: '2500',
        ...(testDatabaseUrl && schema ? { DATABASE_URL: testDatabaseUrl, DATABASE_SCHEMA: schema } : {}),
      },
    });
  });
  after(async () => {
    if (config.databaseUrl && config.databaseSchema) await dropSchema(config.databaseUrl, config.databaseSchema);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a restart mid-task: the server stops while the task runs, a new one finishes it', async () => {
    const first = await buildApp(config, { logger: false });
    await first.ready();
    const headers = await adminHeaders(first);
    const created = json(
      await first.inject({ method: 'POST', url: `${TASKS}/`, headers, payload: { template_id: 1, user_id: 7, platform: 'jimeng' } }),
    );
    await waitFor(
      async () => json(await first.inject({ method: 'GET', url: `${TASKS}/${created.task_id}`, headers })).task_status === 2,
      5000,
      'submission',
    );
    await first.close();

    const between = await buildApp({ ...config, worker: { ...config.worker, enabled: false } }, { logger: false });
    const row = await between.videoTasksRepository.findById(created.task_id);
    await between.close();
    assert.equal(row?.task_status, 2, 'still running while no server runs');
    assert.equal(row?.locked_by, null, 'a clean stop gives the task back');

    const second = await buildApp(config, { logger: false });
    await second.ready();
    try {
      const done = await waitFor(
        async () => {
          const task = json(await second.inject({ method: 'GET', url: `${TASKS}/${created.task_id}`, headers }));
          return task.task_status === 3 ? task : null;
        },
        10_000,
        'completion after the restart',
      );
      assert.equal(done.platform_task_id, row?.platform_task_id, 'the same platform task, not a new submission');
      assert.match(done.video_url, /^\/media\/videos\//);
    } finally {
      await second.close();
    }
  });

  it('a crashed instance’s reservation runs out and another instance takes the task over', async () => {
    const app = await buildApp({ ...config, worker: { ...config.worker, enabled: false, localDelayMs: 0 } }, { logger: false });
    await app.ready();
    try {
      const headers = await adminHeaders(app);
      const created = json(
        await app.inject({ method: 'POST', url: `${TASKS}/`, headers, payload: { template_id: 1, user_id: 7, platform: 'keling' } }),
      );
      const lease = new Date(Date.now() + 1500).toISOString();
      const taken = await app.videoTasksRepository.claimDue('crashed-instance', nowIso(), lease, 10);
      assert.deepEqual(
        taken.map((task) => task.task_id),
        [created.task_id],
      );
      assert.deepEqual(await app.worker.claimAndRun(), [], 'reserved by the other instance');
      await new Promise((resolve) => setTimeout(resolve, 1600));
      const claimed = await app.worker.claimAndRun();
      assert.deepEqual(
        claimed.map((task) => task.task_id),
        [created.task_id],
      );
      await app.worker.idle();
      assert.equal((await app.videoTasksRepository.findById(created.task_id))?.task_status, 2);
      // The crashed instance's late write no longer applies.
      assert.equal(await app.videoTasksRepository.finishStep(created.task_id, 'crashed-instance', 1, { task_status: 4 }), null);
    } finally {
      await app.close();
    }
  });

  it('an admin’s status change wins over a step in flight', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = await startFakeServer(async (_request, response) => {
      await gate;
      sendJson(response, 200, { task_id: 'mm-1', base_resp: { status_code: 0, status_msg: 'success' } });
    });
    const app = await buildApp(
      {
        ...config,
        worker: { ...config.worker, enabled: false },
        platforms: { ...config.platforms, minimax: { apiKey: 'k', baseUrl: fake.url, model: 'm' } },
      },
      { logger: false },
    );
    await app.ready();
    try {
      const headers = await adminHeaders(app);
      const created = json(
        await app.inject({ method: 'POST', url: `${TASKS}/`, headers, payload: { template_id: 1, user_id: 7, platform: 'minimax' } }),
      );
      await app.worker.claimAndRun();
      await waitFor(async () => fake.requests.length === 1, 5000, 'the submission to reach the platform');
      const put = await app.inject({ method: 'PUT', url: `${TASKS}/${created.task_id}`, headers, payload: { task_status: 4 } });
      assert.equal(put.statusCode, 200);
      release();
      await app.worker.idle();
      const task = json(await app.inject({ method: 'GET', url: `${TASKS}/${created.task_id}`, headers }));
      assert.equal(task.task_status, 4);
      assert.equal(task.platform_task_id, null);
    } finally {
      release();
      await app.close();
      await fake.close();
    }
  });

  it('two instances claiming at the same moment never take the same task', async () => {
    const one = await buildApp({ ...config, worker: { ...config.worker, enabled: false } }, { logger: false });
    const two = await buildApp({ ...config, worker: { ...config.worker, enabled: false } }, { logger: false });
    await Promise.all([one.ready(), two.ready()]);
    try {
      const ids: number[] = [];
      for (let i = 0; i < 60; i++) {
        const task = await one.videoTasksRepository.create({
          template_id: 1,
          original_template_id: null,
          user_id: i,
          platform: 'keling',
          platform_task_id: null,
          task_status: 1,
          is_read: false,
          video_url: null,
          first_image: null,
          second_image: null,
          merged_image: null,
          create_task_params: null,
          create_task_rsp: null,
          query_task_rsp: null,
          worker_managed: true,
          attempts: 0,
          next_attempt_at: nowIso(),
          template_video_slot: null,
        });
        ids.push(task.task_id);
      }
      const lease = new Date(Date.now() + 60_000).toISOString();
      const claim = async (app: typeof one, worker: string) => {
        const mine: number[] = [];
        for (;;) {
          const batch = await app.videoTasksRepository.claimDue(worker, nowIso(), lease, 3);
          if (batch.length === 0) return mine;
          mine.push(...batch.map((task) => task.task_id));
        }
      };
      const results = await Promise.all([claim(one, 'w1'), claim(two, 'w2'), claim(one, 'w3'), claim(two, 'w4')]);
      const all = results.flat();
      assert.equal(new Set(all).size, all.length, 'no task claimed twice');
      assert.deepEqual(
        [...all].sort((a, b) => a - b),
        [...ids].sort((a, b) => a - b),
        'every due task claimed',
      );
      assert.ok(results.filter((mine) => mine.length > 0).length >= 2, 'the work was shared');
    } finally {
      await one.close();
      await two.close();
    }
  });

  it(
    'PostgreSQL: rows locked by another transaction are skipped, not waited for (FOR UPDATE SKIP LOCKED)',
    { skip: !testDatabaseUrl },
    async () => {
      const app = await buildApp({ ...config, worker: { ...config.worker, enabled: false } }, { logger: false });
      await app.ready();
      const client = new pg.Client({ connectionString: config.databaseUrl! });
      await client.connect();
      try {
        const headers = await adminHeaders(app);
        const a = json(
          await app.inject({ method: 'POST', url: `${TASKS}/`, headers, payload: { template_id: 1, user_id: 1, platform: 'keling' } }),
        );
        const b = json(
          await app.inject({ method: 'POST', url: `${TASKS}/`, headers, payload: { template_id: 1, user_id: 2, platform: 'keling' } }),
        );
        await client.query('begin');
        await client.query(`select task_id from "${config.databaseSchema}".video_tasks where task_id = $1 for update`, [a.task_id]);
        const started = Date.now();
        const claimed = await app.videoTasksRepository.claimDue('skipper', nowIso(), new Date(Date.now() + 60_000).toISOString(), 10);
        const ids = claimed.map((task) => task.task_id);
        assert.ok(Date.now() - started < 2000, 'did not wait for the lock');
        assert.ok(ids.includes(b.task_id));
        assert.ok(!ids.includes(a.task_id), 'the locked row was skipped');
        await client.query('rollback');
      } finally {
        await client.end();
        await app.close();
      }
    },
  );
});
