import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, json } from '../test/helpers/api.js';
import { TASKS, createTask, sendJson, startFakeServer, waitFor, type RecordedRequest } from '../test/helpers/backend.js';
import { buildTestApp, type TestApp } from '../test/helpers/build-test-app.js';
import { isUrlOrPath } from '../src/lib/url-or-path.js';
import { ms, percentile, reportFigure } from './helpers/figures.js';

const TIMEOUT_MS = 400;
const MAX_ATTEMPTS = 2;

/** A platform that misbehaves on purpose; the task's prompt says how. */
type Misbehaviour = (response: ServerResponse) => void;

const hang: Misbehaviour = () => {};
const answer =
  (status: number, body: string | Buffer, type = 'application/json'): Misbehaviour =>
  (response) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
const finished =
  (url: unknown): Misbehaviour =>
  (response) =>
    sendJson(response, 200, { code: 0, data: { task_status: 'succeed', task_result: { videos: [{ url }] } } });

const ON_SUBMIT: Record<string, Misbehaviour> = {
  'submit: hangs': hang,
  'submit: headers, then the body stalls': (response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write('{"code":0,');
  },
  'submit: an HTML page': answer(200, '<html><body>502 Bad Gateway</body></html>', 'text/html'),
  'submit: an empty body': answer(200, ''),
  'submit: null': answer(200, 'null'),
  'submit: truncated JSON': answer(200, '{"code":0,"data":{"task_'),
  'submit: the wrong shape': answer(200, JSON.stringify({ code: 0, data: 'nope' })),
  'submit: a task id that is an object': answer(200, JSON.stringify({ code: 0, data: { task_id: { evil: true } } })),
  'submit: 6 MB of junk': answer(200, Buffer.alloc(6 * 1024 * 1024, 0x7a)),
  'submit: binary garbage': answer(200, Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x13, 0x37])),
  'submit: HTTP 500': answer(500, 'Internal Server Error', 'text/plain'),
};

const ON_QUERY: Record<string, Misbehaviour> = {
  'query: hangs': hang,
  'query: binary garbage': answer(200, Buffer.from([0x00, 0xde, 0xad, 0xbe, 0xef])),
  'query: finished, with a javascript: URL': finished('javascript:alert(document.cookie)'),
  'query: finished, with a data: URL': finished('data:text/html,<script>alert(1)</script>'),
  'query: finished, with a number for a URL': finished(12345),
  'query: finished, with an object for a URL': finished({ href: 'https://x' }),
};

describe('a video platform that hangs or answers garbage fails its task cleanly', () => {
  let t: TestApp;
  let platform: Awaited<ReturnType<typeof startFakeServer>>;
  before(async () => {
    platform = await startFakeServer((request: RecordedRequest, response) => {
      if (request.method === 'POST') {
        const prompt = JSON.parse(request.body).prompt as string;
        if (ON_SUBMIT[prompt]) return ON_SUBMIT[prompt]!(response);
        return sendJson(response, 200, { code: 0, data: { task_id: encodeURIComponent(prompt), task_status: 'submitted' } });
      }
      const prompt = decodeURIComponent(decodeURIComponent(request.url.split('/').pop() ?? ''));
      return (ON_QUERY[prompt] ?? answer(404, 'unknown'))(response);
    });
    t = await buildTestApp({
      WORKER_ENABLED: 'true',
      KELING_ACCESS_KEY: 'ak',
      KELING_SECRET_KEY: 'sk',
      KELING_BASE_URL: platform.url,
      PLATFORM_TIMEOUT_MS: String(TIMEOUT_MS),
      WORKER_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      WORKER_RETRY_BASE_MS: '100',
      WORKER_RETRY_MAX_MS: '200',
      WORKER_POLL_INTERVAL_MS: '50',
      TASK_POLL_INTERVAL_MS: '50',
      WORKER_CONCURRENCY: '8',
    });
  });
  after(async () => {
    await t.close();
    await platform.close();
  });

  it(
    'every misbehaviour ends in a failed task with a message, no unsafe video URL, and the API keeps answering',
    { timeout: 60_000 },
    async () => {
      const headers = await adminHeaders(t.app);
      const cases = [...Object.keys(ON_SUBMIT), ...Object.keys(ON_QUERY)];
      const started = performance.now();
      const tasks = new Map<string, number>();
      for (const prompt of cases)
        tasks.set(prompt, (await createTask(t.app, { platform: 'keling', create_task_params: { prompt } })).task_id);

      // Meanwhile the API answers as usual.
      const latencies: number[] = [];
      const outcomes = new Map<string, { ms: number; task: any }>();
      await waitFor(
        async () => {
          const before = performance.now();
          const list = await t.app.inject({ method: 'GET', url: `${TASKS}/?limit=100`, headers });
          latencies.push(performance.now() - before);
          assert.equal(list.statusCode, 200);
          for (const [prompt, id] of tasks) {
            if (outcomes.has(prompt)) continue;
            const task = json(await t.app.inject({ method: 'GET', url: `${TASKS}/${id}`, headers }));
            if (task.task_status === 3 || task.task_status === 4) outcomes.set(prompt, { ms: performance.now() - started, task });
          }
          return outcomes.size === cases.length;
        },
        45_000,
        'every task to finish',
      );

      const problems: string[] = [];
      for (const [prompt, { ms: elapsed, task }] of outcomes) {
        const error = task.query_task_rsp?.error;
        if (task.task_status !== 4) problems.push(`${prompt}: status ${task.task_status}, video_url ${JSON.stringify(task.video_url)}`);
        if (typeof error !== 'string' || error === '')
          problems.push(`${prompt}: no error message in ${JSON.stringify(task.query_task_rsp).slice(0, 200)}`);
        if (task.video_url !== null && !(typeof task.video_url === 'string' && isUrlOrPath(task.video_url)))
          problems.push(`${prompt}: unsafe video_url ${JSON.stringify(task.video_url)}`);
        reportFigure(
          'faults: misbehaving video platform',
          prompt,
          `failed after ${(elapsed / 1000).toFixed(1)} s: ${String(error).slice(0, 80)}`,
        );
      }
      reportFigure(
        'faults: misbehaving video platform',
        'API latency meanwhile p50 / max',
        `${ms(percentile(latencies, 50))} / ${ms(Math.max(...latencies))}`,
      );
      assert.deepEqual(problems, []);
    },
  );
});
