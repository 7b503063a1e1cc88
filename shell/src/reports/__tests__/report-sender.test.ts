import { setRuntimeConfig, type RuntimeConfig } from '@video-admin/shared-ui';
import { TEST_MODULES } from '@video-admin/shared-ui/testing';
import { noteRemoteLoad } from '../remote-loads';
import { beacon, createBatcher, MAX_BATCH, reportOf, REPORTS_URL, sendLoads, type LoadReport, type RemoteLoad } from '../report-sender';

const config: RuntimeConfig = {
  apiUrl: '',
  remotes: {},
  modules: TEST_MODULES,
  releases: { items: { id: '0.1.0-aaaa', builtAt: '2026-11-25T03:40:00.000Z' } },
};
const shown: RemoteLoad = { remote: 'items', release: '0.1.0-aaaa', failure: null, ms: 120 };
const failed: RemoteLoad = { ...shown, failure: 'chunk', ms: 80 };

beforeEach(() => setRuntimeConfig(config));

function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}
afterEach(() => jest.useRealTimers());

test('a report names the module by its package name and the release it loaded', () => {
  expect(reportOf(failed, config)).toEqual({
    module: 'remote-items',
    release_id: '0.1.0-aaaa',
    outcome: 'failed',
    phase: 'chunk',
    duration_ms: 80,
  });
  expect(reportOf(shown, config)).toMatchObject({ outcome: 'ok', phase: null, duration_ms: 120 });
  // A module served in place (no release), or one the config does not know, has nothing to report against.
  expect(reportOf({ ...shown, release: undefined }, config)).toBeNull();
  expect(reportOf({ ...shown, remote: 'unknown' }, config)).toBeNull();
});

test('successes are sampled at reports.sample (all by default); failures are always reported', () => {
  const sampled = { ...config, reports: { sample: 0.25 } };
  expect(reportOf(shown, sampled, () => 0.2)).not.toBeNull();
  expect(reportOf({ ...shown, failure: { error: new Error('#RUNTIME-003') } }, sampled, () => 0.99)).toMatchObject({ phase: 'manifest' });
  expect(reportOf(shown, sampled, () => 0.3)).toBeNull();
  expect(reportOf(failed, { ...config, reports: { sample: 0 } }, () => 0.99)).not.toBeNull();
  expect(reportOf(shown, config, () => 0.999)).not.toBeNull();
});

test('the batcher sends at most MAX_BATCH reports a batch, and nothing when empty', () => {
  const send = jest.fn();
  const batcher = createBatcher(send);
  batcher.flush();
  expect(send).not.toHaveBeenCalled();
  const report = reportOf(failed, config) as LoadReport;
  for (let i = 0; i < MAX_BATCH * 2 + 1; i++) batcher.add(report);
  batcher.flush();
  expect(send.mock.calls.map(([reports]) => reports.length)).toEqual([MAX_BATCH, MAX_BATCH, 1]);
  batcher.flush();
  expect(send).toHaveBeenCalledTimes(3);
});

test('the beacon posts the batch as text/plain JSON to the reports route', async () => {
  const sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const report = reportOf(failed, config) as LoadReport;
  beacon([report]);
  const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
  expect(url).toBe(REPORTS_URL);
  expect(blob.type).toBe('text/plain');
  expect(JSON.parse(await textOf(blob))).toEqual({ reports: [report] });
});

test("a signed-in tab's batch carries its token, so it counts once for the person", async () => {
  const sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 202 })));
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.localStorage.setItem('access_token', 'token-1');
  try {
    const report = reportOf(failed, config) as LoadReport;
    beacon([report]);
    expect(sendBeacon).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(REPORTS_URL);
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'text/plain', authorization: 'Bearer token-1' },
    });
    expect(JSON.parse(init.body as string)).toEqual({ reports: [report] });
  } finally {
    window.localStorage.removeItem('access_token');
    globalThis.fetch = realFetch;
  }
});

test('sends the loads noted so far at once, and those noted since when the page is hidden or left', () => {
  const send = jest.fn();
  const loads = [failed, shown];
  sendLoads(loads, send);
  expect(send).toHaveBeenCalledTimes(1);
  expect(send.mock.calls[0][0]).toHaveLength(2);
  expect(loads).toEqual([]);

  loads.push(failed);
  window.dispatchEvent(new Event('pagehide'));
  expect(send).toHaveBeenCalledTimes(2);
  loads.push(failed);
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  expect(send).toHaveBeenCalledTimes(3);
  document.dispatchEvent(new Event('visibilitychange'));
  expect(send).toHaveBeenCalledTimes(3);
});

test('the loads of a page wait for the sender, which loads off the first screen, a few seconds after the last', async () => {
  jest.useFakeTimers();
  const sendBeacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  noteRemoteLoad('items', 42.4, { error: new Error('Failed to get manifest. #RUNTIME-003') });
  jest.advanceTimersByTime(2000);
  noteRemoteLoad('items', 10, null);
  jest.advanceTimersByTime(4999);
  expect(sendBeacon).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  jest.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(sendBeacon).toHaveBeenCalledTimes(1);
  const blob = (sendBeacon.mock.calls[0] as unknown as [string, Blob])[1];
  const { reports } = JSON.parse(await textOf(blob)) as { reports: LoadReport[] };
  expect(reports).toEqual([
    { module: 'remote-items', release_id: '0.1.0-aaaa', outcome: 'failed', phase: 'manifest', duration_ms: 42 },
    { module: 'remote-items', release_id: '0.1.0-aaaa', outcome: 'ok', phase: null, duration_ms: 10 },
  ]);
});
