import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { jwtVerify, decodeProtectedHeader } from 'jose';
import { adminHeaders, json } from '../helpers/api.js';
import { TASKS, createTask, pngImage, sendJson, startFakeServer, waitFor, type RecordedRequest } from '../helpers/backend.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { dateOfXDate, referenceSignature } from '../helpers/volcengine-reference.js';

const FAST = { WORKER_POLL_INTERVAL_MS: '20', TASK_POLL_INTERVAL_MS: '20', WORKER_RETRY_BASE_MS: '20', WORKER_MAX_ATTEMPTS: '2' };

/** Drives the worker by hand until the task reaches a final status. */
async function runToEnd(t: TestApp, taskId: number) {
  return waitFor(
    async () => {
      await t.app.worker.claimAndRun();
      await t.app.worker.idle();
      const task = json(await t.app.inject({ method: 'GET', url: `${TASKS}/${taskId}`, headers: await adminHeaders(t.app) }));
      return task.task_status >= 3 ? task : null;
    },
    10_000,
    `task ${taskId} to finish`,
  );
}

/** A picture in our own storage, as an upload would leave it (sent to platforms as bytes). */
async function storedPicture(t: TestApp): Promise<{ url: string; data: Buffer }> {
  const data = pngImage(5, 5);
  await t.app.storage.put('references/test-picture.png', data);
  return { url: '/media/references/test-picture.png', data };
}

describe('可灵 (keling) adapter against a fake Kling API', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  const polls = new Map<string, number>();
  let failNext = false;
  before(async () => {
    fake = await startFakeServer(async (request, response) => {
      const token = String(request.headers.authorization ?? '').replace(/^Bearer /, '');
      try {
        const { payload } = await jwtVerify(token, new TextEncoder().encode('kling-secret'));
        assert.equal(payload.iss, 'kling-ak');
        assert.equal(decodeProtectedHeader(token).typ, 'JWT');
      } catch {
        return sendJson(response, 401, { code: 1000, message: 'Authorization failed' });
      }
      const submit = /^\/v1\/videos\/(image2video|text2video)$/.exec(request.url);
      if (submit && request.method === 'POST') {
        const id = `kl-${fake.requests.length}`;
        return sendJson(response, 200, {
          code: 0,
          message: 'SUCCEED',
          request_id: 'req-1',
          data: { task_id: id, task_status: 'submitted' },
        });
      }
      const query = /^\/v1\/videos\/(image2video|text2video)\/(.+)$/.exec(request.url);
      if (query && request.method === 'GET') {
        const id = query[2]!;
        const count = (polls.get(id) ?? 0) + 1;
        polls.set(id, count);
        if (failNext)
          return sendJson(response, 200, {
            code: 0,
            message: 'SUCCEED',
            data: { task_id: id, task_status: 'failed', task_status_msg: '图片审核未通过' },
          });
        if (count < 2) return sendJson(response, 200, { code: 0, message: 'SUCCEED', data: { task_id: id, task_status: 'processing' } });
        return sendJson(response, 200, {
          code: 0,
          message: 'SUCCEED',
          data: {
            task_id: id,
            task_status: 'succeed',
            task_result: { videos: [{ id: 'v1', url: `https://cdn.kling.example/${id}.mp4`, duration: '5.1' }] },
          },
        });
      }
      return sendJson(response, 404, { code: 1200, message: 'not found' });
    });
    t = await buildTestApp({
      ...FAST,
      KELING_ACCESS_KEY: 'kling-ak',
      KELING_SECRET_KEY: 'kling-secret',
      KELING_BASE_URL: fake.url,
      KELING_MODEL: 'kling-test',
    });
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  it('pending -> running -> completed: image2video with the stored picture as base64, polled until succeed', async () => {
    const picture = await storedPicture(t);
    const task = await createTask(t.app, {
      platform: 'keling',
      first_image: picture.url,
      create_task_params: { prompt: '樱花飘落', duration: 10 },
    });
    const done = await runToEnd(t, task.task_id);
    assert.equal(done.task_status, 3);
    assert.match(done.platform_task_id, /^kl-/);
    assert.equal(done.video_url, `https://cdn.kling.example/${done.platform_task_id}.mp4`);
    assert.equal(done.create_task_rsp.data.task_status, 'submitted');
    assert.equal(done.query_task_rsp.data.task_status, 'succeed');
    const submit = fake.requests.find((request) => request.method === 'POST')!;
    assert.equal(submit.url, '/v1/videos/image2video');
    const body = JSON.parse(submit.body);
    assert.equal(body.model_name, 'kling-test');
    assert.equal(body.prompt, '樱花飘落');
    assert.equal(body.duration, '10');
    assert.equal(body.image, picture.data.toString('base64'));
    assert.equal(fake.requests.filter((request) => request.url === `/v1/videos/image2video/${done.platform_task_id}`).length, 2);
  });

  it('text2video without a picture (prompt taken from the template), URL pictures passed as URLs', async () => {
    const text = await createTask(t.app, { platform: 'keling', create_task_params: { prompt: 'only words' } });
    assert.equal((await runToEnd(t, text.task_id)).task_status, 3);
    assert.ok(fake.requests.some((request) => request.url === '/v1/videos/text2video'));
    const byUrl = await createTask(t.app, {
      platform: 'keling',
      first_image: 'https://img.example.com/a.jpg',
      second_image: 'https://img.example.com/b.jpg',
      create_task_params: { prompt: 'p' },
    });
    await runToEnd(t, byUrl.task_id);
    const sent = JSON.parse(fake.requests.filter((request) => request.method === 'POST').at(-1)!.body);
    assert.equal(sent.image, 'https://img.example.com/a.jpg');
    assert.equal(sent.image_tail, 'https://img.example.com/b.jpg');
  });

  it('a task the platform reports failed fails at once with its message', async () => {
    failNext = true;
    const task = await createTask(t.app, { platform: 'keling', create_task_params: { prompt: 'p' } });
    const done = await runToEnd(t, task.task_id);
    failNext = false;
    assert.equal(done.task_status, 4);
    assert.match(done.query_task_rsp.error, /图片审核未通过/);
  });
});

describe('即梦 (jimeng) adapter against a fake Volcengine visual API', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  const polls = new Map<string, number>();

  // Checked with Volcengine's own SDK signer, as its gateway would.
  function signatureValid(request: RecordedRequest): boolean {
    const url = new URL(request.url, 'http://fake');
    const expected = referenceSignature({
      method: request.method,
      host: String(request.headers.host),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: request.body,
      accessKey: 'jm-ak',
      secretKey: 'jm-sk',
      region: 'cn-north-1',
      service: 'cv',
      date: dateOfXDate(String(request.headers['x-date'])),
    });
    return expected.authorization === request.headers.authorization && expected.contentSha256 === request.headers['x-content-sha256'];
  }

  before(async () => {
    fake = await startFakeServer((request, response) => {
      if (!signatureValid(request))
        return sendJson(response, 401, { ResponseMetadata: { Error: { Code: 'SignatureDoesNotMatch', Message: 'signature mismatch' } } });
      const url = new URL(request.url, 'http://fake');
      assert.equal(url.searchParams.get('Version'), '2022-08-31');
      const body = JSON.parse(request.body);
      if (url.searchParams.get('Action') === 'CVSync2AsyncSubmitTask') {
        if (body.prompt === 'refuse me')
          return sendJson(response, 200, { code: 50411, message: 'Pre Img Risk Not Pass', data: null, request_id: 'r' });
        return sendJson(response, 200, {
          code: 10000,
          message: 'Success',
          request_id: 'r',
          data: { task_id: `jm-${fake.requests.length}` },
        });
      }
      if (url.searchParams.get('Action') === 'CVSync2AsyncGetResult') {
        const count = (polls.get(body.task_id) ?? 0) + 1;
        polls.set(body.task_id, count);
        if (count < 2) return sendJson(response, 200, { code: 10000, message: 'Success', data: { status: 'generating' } });
        return sendJson(response, 200, {
          code: 10000,
          message: 'Success',
          data: { status: 'done', video_url: `https://cdn.jimeng.example/${body.task_id}.mp4`, req_key: body.req_key },
        });
      }
      return sendJson(response, 400, { code: 50400, message: 'bad action' });
    });
    t = await buildTestApp({ ...FAST, JIMENG_ACCESS_KEY: 'jm-ak', JIMENG_SECRET_KEY: 'jm-sk', JIMENG_BASE_URL: fake.url });
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  it('pending -> running -> completed with signed requests; image tasks use the image req_key and base64 data', async () => {
    const picture = await storedPicture(t);
    const task = await createTask(t.app, { platform: 'jimeng', first_image: picture.url, create_task_params: { prompt: '水墨山水' } });
    const done = await runToEnd(t, task.task_id);
    assert.equal(done.task_status, 3);
    assert.equal(done.video_url, `https://cdn.jimeng.example/${done.platform_task_id}.mp4`);
    const submit = JSON.parse(fake.requests[0]!.body);
    assert.equal(submit.req_key, 'jimeng_i2v_first_v30');
    assert.equal(submit.prompt, '水墨山水');
    assert.deepEqual(submit.binary_data_base64, [picture.data.toString('base64')]);
    const query = JSON.parse(fake.requests[1]!.body);
    assert.equal(query.req_key, 'jimeng_i2v_first_v30');
    assert.equal(query.task_id, done.platform_task_id);
    assert.match(
      String(fake.requests[0]!.headers.authorization),
      /^HMAC-SHA256 Credential=jm-ak\/\d{8}\/cn-north-1\/cv\/request, SignedHeaders=host;x-content-sha256;x-date, Signature=[0-9a-f]{64}$/,
    );
  });

  it('a refusal is retried, then the task fails with the platform’s message', async () => {
    const task = await createTask(t.app, { platform: 'jimeng', create_task_params: { prompt: 'refuse me' } });
    const done = await runToEnd(t, task.task_id);
    assert.equal(done.task_status, 4);
    assert.match(done.query_task_rsp.error, /Pre Img Risk Not Pass/);
    assert.equal(done.query_task_rsp.platform_response.code, 50411);
    assert.equal(done.query_task_rsp.attempts, 2);
    const text = JSON.parse(fake.requests.filter((request) => request.url.includes('Submit')).at(-1)!.body);
    assert.equal(text.req_key, 'jimeng_t2v_v30');
  });
});

describe('MiniMax adapter against a fake MiniMax API', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeServer>>;
  const polls = new Map<string, number>();
  before(async () => {
    fake = await startFakeServer((request, response) => {
      if (request.headers.authorization !== 'Bearer mm-key')
        return sendJson(response, 200, { base_resp: { status_code: 1004, status_msg: 'authorization failed' } });
      const url = new URL(request.url, 'http://fake');
      if (url.pathname === '/v1/video_generation' && request.method === 'POST') {
        return sendJson(response, 200, { task_id: `mm-${fake.requests.length}`, base_resp: { status_code: 0, status_msg: 'success' } });
      }
      if (url.pathname === '/v1/query/video_generation') {
        const id = url.searchParams.get('task_id')!;
        const count = (polls.get(id) ?? 0) + 1;
        polls.set(id, count);
        if (id === 'mm-fail')
          return sendJson(response, 200, {
            task_id: id,
            status: 'Fail',
            base_resp: { status_code: 1027, status_msg: '生成视频涉及敏感内容' },
          });
        if (count < 2)
          return sendJson(response, 200, { task_id: id, status: 'Processing', base_resp: { status_code: 0, status_msg: 'success' } });
        return sendJson(response, 200, {
          task_id: id,
          status: 'Success',
          file_id: 4242,
          base_resp: { status_code: 0, status_msg: 'success' },
        });
      }
      if (url.pathname === '/v1/files/retrieve') {
        return sendJson(response, 200, {
          file: {
            file_id: Number(url.searchParams.get('file_id')),
            filename: 'output.mp4',
            download_url: 'https://cdn.minimax.example/output.mp4',
          },
          base_resp: { status_code: 0, status_msg: 'success' },
        });
      }
      return sendJson(response, 404, { base_resp: { status_code: 404, status_msg: 'not found' } });
    });
    t = await buildTestApp({ ...FAST, MINIMAX_API_KEY: 'mm-key', MINIMAX_BASE_URL: fake.url, MINIMAX_MODEL: 'MiniMax-Test' });
  });
  after(async () => {
    await t.close();
    await fake.close();
  });

  it('pending -> running -> completed: bearer key, first frame as a data URI, video from files/retrieve', async () => {
    const picture = await storedPicture(t);
    const task = await createTask(t.app, {
      platform: 'minimax',
      first_image: picture.url,
      create_task_params: { prompt: '猫咪伸懒腰', duration: 10 },
    });
    const done = await runToEnd(t, task.task_id);
    assert.equal(done.task_status, 3);
    assert.equal(done.video_url, 'https://cdn.minimax.example/output.mp4');
    assert.equal(done.query_task_rsp.file.file_id, 4242);
    const submit = JSON.parse(fake.requests[0]!.body);
    assert.equal(submit.model, 'MiniMax-Test');
    assert.equal(submit.prompt, '猫咪伸懒腰');
    assert.equal(submit.duration, 10);
    assert.equal(submit.first_frame_image, `data:image/png;base64,${picture.data.toString('base64')}`);
    assert.ok(fake.requests.some((request) => request.url === '/v1/files/retrieve?file_id=4242'));
  });

  it('a Fail status fails the task with the platform’s message', async () => {
    const task = await createTask(t.app, { platform: 'minimax', task_status: 2, platform_task_id: 'mm-fail' });
    const done = await runToEnd(t, task.task_id);
    assert.equal(done.task_status, 4);
    assert.match(done.query_task_rsp.error, /生成视频涉及敏感内容/);
  });
});

describe('platforms without credentials', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(FAST);
  });
  after(() => t.close());

  it('a running task of an unconfigured platform (not one of ours) is parked, not failed', async () => {
    const task = await createTask(t.app, { platform: 'keling', task_status: 2, platform_task_id: 'real-kling-id' });
    const claimed = await t.app.worker.claimAndRun();
    assert.deepEqual(
      claimed.map((row) => row.task_id),
      [task.task_id],
    );
    await t.app.worker.idle();
    const row = await t.app.videoTasksRepository.findById(task.task_id);
    assert.equal(row?.task_status, 2);
    assert.equal(row?.next_attempt_at, null);
    assert.deepEqual(await t.app.worker.claimAndRun(), []);
  });

  it('the registry says which platforms are real and which the local one stands in for', () => {
    assert.deepEqual(t.app.platforms.describe(), { keling: 'local', jimeng: 'local', minimax: 'local' });
  });
});
