import { expect, test, type Browser } from '@playwright/test';
import { adminHeaders, CANARY, canaryWith, HEADINGS } from '../fixtures/canary';

// A release that fails in real browsers is rolled out to half of them; the load reports those
// browsers send make the server abort the rollout by itself, and say why in the history.

/** Fresh browsers each come from an address group of their own: the server judges a rollout by address groups, not browsers. */
let browsers = 0;

/** A fresh browser loads /canary; on the failing side it leaves once the shell has sent its load report. */
async function loadInFreshBrowser(browser: Browser): Promise<void> {
  const forwardedFor = { 'x-forwarded-for': `10.0.${browsers++}.1` };
  const context = await browser.newContext({ extraHTTPHeaders: forwardedFor });
  // The load report is a beacon: its address is set here too, whatever extra headers beacons carry.
  await context.route('**/api/v1/frontend-reports', (route) =>
    route.continue({ headers: { ...route.request().headers(), ...forwardedFor } }),
  );
  const page = await context.newPage();
  const reported = page.waitForRequest((sent) => sent.url().endsWith('/api/v1/frontend-reports'));
  await page.goto('/canary');
  const live = page.getByRole('heading', { name: HEADINGS.live });
  await Promise.race([live.waitFor(), reported.then((request) => request.response())]);
  await context.close();
}

test('a release that throws as it loads, rolled out to 50 %, is aborted automatically and every later load gets the live release', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const failing = await canaryWith(request, 'throws');
  const admin = await adminHeaders(request);
  const rollout = await request.post(`/api/v1/releases/${CANARY}/rollout`, { headers: admin, data: { release_id: failing, percent: 50 } });
  expect(rollout.status(), await rollout.text()).toBe(200);

  // 40 fresh browsers, ten at a time.
  for (let round = 0; round < 4; round++) await Promise.all(Array.from({ length: 10 }, () => loadInFreshBrowser(browser)));

  const releases = async () =>
    (await (await request.get(`/api/v1/releases/${CANARY}`, { headers: admin })).json()) as {
      rollout: unknown;
      history: { action: string; release_id: string; actor: string; detail: string | null }[];
    };
  await expect.poll(async () => (await releases()).rollout, { timeout: 20_000 }).toBeNull();
  const abort = (await releases()).history.find((event) => event.action === 'rollout-abort');
  expect(abort).toMatchObject({ release_id: failing, actor: 'server' });
  expect(abort?.detail).toMatch(
    /^failed for \d+ of \d+ \(0 persons, \d+ address groups; \d+ browsers\) against \d+ of \d+ on the live release$/,
  );

  for (let load = 0; load < 4; load++) {
    const page = await (await browser.newContext()).newPage();
    await page.goto('/canary');
    await expect(page.getByRole('heading', { name: HEADINGS.live })).toBeVisible();
    await page.context().close();
  }
});
