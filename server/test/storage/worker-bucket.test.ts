import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, json } from '../helpers/api.js';
import { TASKS, createTask } from '../helpers/backend.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { startS3Server, type S3Sink } from './s3-server.js';

async function taskOf(t: TestApp, id: number) {
  return json(await t.app.inject({ method: 'GET', url: `${TASKS}/${id}`, headers: await adminHeaders(t.app) }));
}

/** One round of the worker: claim what is due and wait for its steps. */
async function workerRound(t: TestApp): Promise<void> {
  await t.app.worker.claimAndRun();
  await t.app.worker.idle();
}

describe("the worker's video while the bucket is down", () => {
  let sink: S3Sink;
  let t: TestApp;
  before(async () => {
    sink = await startS3Server();
    t = await buildTestApp({ ...sink.env, LOCAL_PLATFORM_DELAY_MS: '0', WORKER_RETRY_BASE_MS: '0', WORKER_MAX_ATTEMPTS: '5' });
  });
  after(async () => {
    await t.close();
    await sink.close().catch(() => {}); // already stopped when the test failed half-way
  });

  it('a video that cannot be stored is a failed attempt, retried: no video_url until it is stored, then one that plays', async () => {
    const created = await createTask(t.app, { platform: 'keling' });
    await workerRound(t); // submitted to the local platform
    assert.equal((await taskOf(t, created.task_id)).task_status, 2);

    await sink.close();
    await workerRound(t); // the render is done but the bucket is gone
    const waiting = await taskOf(t, created.task_id);
    assert.equal(waiting.task_status, 2, 'still running, to be retried');
    assert.equal(waiting.video_url, null);
    assert.equal(waiting.query_task_rsp.attempts, 1);
    assert.match(waiting.query_task_rsp.last_error, /^File storage is unavailable \(bucket media-test at .*ECONNREFUSED\)/);

    sink = await startS3Server({ port: sink.port });
    await workerRound(t);
    const done = await taskOf(t, created.task_id);
    assert.equal(done.task_status, 3);
    assert.match(done.video_url, /^\/media\/videos\/local-task-\d+-[0-9a-f]{8}\.mp4$/);
    const video = await t.app.inject({ method: 'GET', url: done.video_url, headers: { range: 'bytes=0-99' } });
    assert.equal(video.statusCode, 206);
    assert.equal(video.rawPayload.length, 100);
  });
});
