import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { adminHeaders } from '../../helpers/api.js';
import { createTask } from '../../helpers/backend.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

const TOKEN = 'metrics-token-for-the-tests';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The value of a sample line "name{labels} value" whose start is `prefix`. */
function sample(text: string, prefix: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  before(async () => (t = await buildTestApp()));
  after(() => t.close());

  it('answers 404, as if there were no such route, whatever is sent', async () => {
    for (const headers of [{}, bearer(TOKEN), bearer('')]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { detail: 'Not Found' });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  before(async () => (t = await buildTestApp({ METRICS_TOKEN: TOKEN })));
  after(() => t.close());

  it('refuses a missing, a wrong or another scheme of token with 401', async () => {
    for (const headers of [{}, bearer('wrong'), bearer(`${TOKEN}x`), { authorization: `Basic ${TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      assert.equal(response.statusCode, 401);
      assert.equal(response.headers['www-authenticate'], 'Bearer');
      assert.deepEqual(response.json(), { detail: 'Not authenticated' });
    }
  });

  it('serves the Prometheus text: requests per route pattern, latencies, worker and bulk-job figures', async () => {
    await createTask(t.app);
    const headers = await adminHeaders(t.app);
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'GET', url: `/api/v1/items/${randomUUID()}`, headers });
    await t.app.inject({ method: 'GET', url: '/api/v1/no/such/call.php' });
    // A report without the browser's signed cookie is not counted.
    const report = { module: 'remote-items', release_id: '0.1.0-abc', outcome: 'failed', phase: 'entry' };
    await t.app.inject({ method: 'POST', url: '/api/v1/frontend-reports', payload: { reports: [report, report] } });

    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    const text = response.body;
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'worker_tasks',
      'worker_tasks_leased',
      'bulk_jobs',
      'process_cpu_seconds_total',
      'frontend_loads_total',
      'frontend_load_failures_total',
      'frontend_load_reports_ignored_total',
    ]) {
      assert.match(text, new RegExp(`^# TYPE ${name} `, 'm'), name);
    }
    // One series for both item ids: the label is the route's pattern, never the URL.
    assert.equal(sample(text, 'http_requests_total{method="GET",route="/api/v1/items/:id",status="404"}'), 2);
    assert.doesNotMatch(text, /[0-9a-f]{8}-[0-9a-f]{4}-|call\.php/);
    assert.match(text, /http_requests_total\{method="GET",route="unmatched",status="404"\} 1/);
    assert.match(text, /http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/v1\/items\/:id",status="\d+"\} 2/);
    // The task made through the API waits for the worker (not started in tests).
    assert.equal(sample(text, 'worker_tasks{status="pending"}'), 1);
    assert.equal(sample(text, 'worker_tasks{status="failed"}'), 0);
    assert.equal(sample(text, 'worker_tasks_leased '), 0);
    assert.equal(sample(text, 'bulk_jobs{status="queued"}'), 0);
    assert.equal(sample(text, 'frontend_load_reports_ignored_total '), 2);
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('is left out of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    assert.equal(doc.paths['/metrics'], undefined);
  });
});
