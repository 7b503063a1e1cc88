import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import type { FrontendReportsDatabase } from '../../../src/modules/frontend-reports/frontend-reports.tables.js';
import { adminHeaders, createUser, json } from '../../helpers/api.js';
import { REPORTS, failed, groupAddress, newBrowser, ok, sendReports, withPublishedApp } from './report-helpers.js';

const ITEMS = 'remote-items';

describe('load reports: what counts', () => {
  const s = withPublishedApp();

  const health = async () => {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/v1/releases/${ITEMS}/health`, headers: await adminHeaders(s.t.app) });
    assert.equal(response.statusCode, 200, response.body);
    return json(response) as { data: any[]; count: number };
  };
  const counted = async (...args: Parameters<typeof sendReports>) => {
    const response = await sendReports(...args);
    assert.equal(response.statusCode, 202, response.body);
    return json(response).counted as number;
  };

  it('moves nothing without a valid signed cookie, or for a release the browser is not given', async () => {
    assert.deepEqual(json(await s.t.app.inject({ method: 'GET', url: '/config.json' })).reports, { sample: 1 });
    const browser = newBrowser(s.t.app);
    const [value, signature] = browser.cookie.split('.');
    const tampered = `${value!.slice(0, -1)}${value!.endsWith('A') ? 'B' : 'A'}.${signature}`;
    assert.equal(await counted(s.t.app, [ok(ITEMS, s.ids.itemsLive)]), 0, 'no cookie');
    assert.equal(await counted(s.t.app, [ok(ITEMS, s.ids.itemsLive)], tampered), 0, 'a tampered cookie');
    assert.equal(await counted(s.t.app, [ok(ITEMS, s.ids.itemsLive)], 'fe_browser=made-up-id.c2lnbmF0dXJl'), 0, 'an unsigned one');
    assert.equal(await counted(s.t.app, [failed(ITEMS, s.ids.itemsNext)], browser.cookie), 0, 'a release nobody is given');
    assert.equal(await counted(s.t.app, [failed('remote-nope', s.ids.itemsLive)], browser.cookie), 0, 'an unknown module');
    assert.equal((await health()).count, 0);
  });

  it('counts distinct browsers of the release each is given, with failures by phase and per minute', async () => {
    // Each browser in an address group of its own: the failure share is over address groups.
    const browsers = Array.from({ length: 5 }, () => newBrowser(s.t.app));
    for (const [index, browser] of browsers.entries()) {
      const reports = index < 2 ? [ok(ITEMS, s.ids.itemsLive), failed(ITEMS, s.ids.itemsLive, 'chunk')] : [ok(ITEMS, s.ids.itemsLive)];
      assert.equal(await counted(s.t.app, reports, browser.cookie, groupAddress(index)), reports.length);
    }
    // The same browsers again: more loads, no more browsers.
    for (const [index, browser] of browsers.entries()) {
      assert.equal(await counted(s.t.app, [ok(ITEMS, s.ids.itemsLive)], browser.cookie, groupAddress(index)), 1);
    }
    const { data } = await health();
    assert.equal(data.length, 1);
    const release = data[0];
    assert.equal(release.release_id, s.ids.itemsLive);
    assert.equal(release.browsers, 5);
    assert.equal(release.failed_browsers, 2);
    assert.deepEqual([release.persons, release.failed_persons, release.address_groups, release.failed_address_groups], [0, 0, 5, 2]);
    assert.equal(release.failure_share, 0.4);
    assert.equal(release.loads, 12);
    assert.equal(release.failures, 2);
    assert.deepEqual(release.by_phase, { manifest: 0, entry: 0, chunk: 2, render: 0 });
    assert.equal(release.minutes.length >= 1, true);
    const minuteTotals = release.minutes.reduce(
      (sum: { browsers: number; failed: number }, minute: { browsers: number; failed_browsers: number }) => ({
        browsers: sum.browsers + minute.browsers,
        failed: sum.failed + minute.failed_browsers,
      }),
      { browsers: 0, failed: 0 },
    );
    // Within one minute each browser counts once (a run across a minute's edge counts it in both).
    assert.ok(minuteTotals.browsers >= 5 && minuteTotals.browsers <= 10, JSON.stringify(release.minutes));
    assert.ok(minuteTotals.failed >= 2 && minuteTotals.failed <= 4);
    assert.match(release.minutes[0].minute, /^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/);
    // The operators' metrics count the same loads.
    const loads = await s.t.app.metrics.registry.getSingleMetricAsString('frontend_loads_total');
    assert.ok(loads.includes(`frontend_loads_total{module="${ITEMS}",release="${s.ids.itemsLive}"} 12`), loads);
    const failures = await s.t.app.metrics.registry.getSingleMetricAsString('frontend_load_failures_total');
    assert.ok(failures.includes(`frontend_load_failures_total{module="${ITEMS}",release="${s.ids.itemsLive}"} 2`), failures);
  });

  it('caps one browser sending thousands of reports: it counts once, with a few loads', async () => {
    const before = (await health()).data[0];
    const flooder = newBrowser(s.t.app);
    let total = 0;
    for (let request = 0; request < 60; request++) {
      total += await counted(
        s.t.app,
        Array.from({ length: 50 }, (_, i) => (i % 2 ? ok : failed)(ITEMS, s.ids.itemsLive)),
        flooder.cookie,
      );
    }
    const after = (await health()).data[0];
    assert.equal(after.browsers, before.browsers + 1);
    assert.equal(after.failed_browsers, before.failed_browsers + 1);
    assert.ok(after.loads - before.loads <= 20, `${after.loads - before.loads} loads`);
    assert.ok(after.failures - before.failures <= 20);
    assert.ok(total <= 20, `${total} counted`);

    // This instance now receives far more than a few hundred reports a minute: pages are told to sample their successes.
    const config = json(await s.t.app.inject({ method: 'GET', url: '/config.json' }));
    assert.ok(config.reports.sample > 0 && config.reports.sample < 1, JSON.stringify(config.reports));
  });

  it('reads a beacon sent as text/plain carrying JSON; refuses a body that is no batch of reports', async () => {
    const browser = newBrowser(s.t.app);
    const sendAs = (type: string, payload: string, cookie?: string) =>
      s.t.app.inject({ method: 'POST', url: REPORTS, headers: { 'content-type': type, ...(cookie ? { cookie } : {}) }, payload });
    const asText = await sendAs('text/plain;charset=UTF-8', JSON.stringify({ reports: [ok(ITEMS, s.ids.itemsLive)] }), browser.cookie);
    assert.equal(asText.statusCode, 202, asText.body);
    assert.deepEqual(json(asText), { counted: 1 });

    const badText = await sendAs('text/plain', '{"reports": [');
    assert.equal(badText.statusCode, 422);
    assert.equal(json(badText).detail[0].type, 'json_invalid');
    const xml = await sendAs('application/xml', '{"reports": []}');
    assert.equal(xml.statusCode, 422);
    assert.equal(json(xml).detail[0].type, 'model_attributes_type');
    const tooMany = await sendReports(
      s.t.app,
      Array.from({ length: 51 }, () => ok(ITEMS, s.ids.itemsLive)),
      browser.cookie,
    );
    assert.equal(tooMany.statusCode, 422);
    const slow = await sendReports(s.t.app, [{ ...ok(ITEMS, s.ids.itemsLive), duration_ms: 15 * 60_000 }], browser.cookie);
    assert.equal(slow.statusCode, 202, 'a load a hidden tab took long over');
    const wrongOutcome = await sendReports(s.t.app, [{ ...ok(ITEMS, s.ids.itemsLive), outcome: 'maybe' as 'ok' }], browser.cookie);
    assert.equal(wrongOutcome.statusCode, 422);
  });

  it('serves the health to release managers only, 404 for an unknown module', async () => {
    const url = `/api/v1/releases/${ITEMS}/health`;
    assert.equal((await s.t.app.inject({ method: 'GET', url })).statusCode, 401);
    const user = await createUser(s.t.app);
    const refused = await s.t.app.inject({ method: 'GET', url, headers: user.headers });
    assert.equal(refused.statusCode, 403);
    assert.equal(json(refused).missing_permission, 'releases.manage');
    const manager = await createUser(s.t.app, { roles: ['release_manager'] });
    assert.equal((await s.t.app.inject({ method: 'GET', url, headers: manager.headers })).statusCode, 200);
    const unknown = await s.t.app.inject({ method: 'GET', url: '/api/v1/releases/remote-nope/health', headers: manager.headers });
    assert.equal(unknown.statusCode, 404);
  });
});

describe('load reports: retention', () => {
  const s = withPublishedApp();

  it('deletes browsers and minutes older than the retention when reports arrive', async () => {
    const db = s.t.app.db as unknown as Kysely<FrontendReportsDatabase>;
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    const recent = new Date(Date.now() - 6 * 24 * 3600 * 1000).toISOString();
    const row = (browser: string, at: string) => ({
      package: ITEMS,
      release_id: s.ids.itemsLive,
      browser_id: browser,
      first_seen: at,
      last_seen: at,
      last_failure_at: null,
      loads: 1,
      failures: 0,
      last_phase: null,
    });
    await db
      .insertInto('frontend_load_browsers')
      .values([row('old-browser', old), row('recent-browser', recent)])
      .execute();
    const minute = (at: string) => ({
      package: ITEMS,
      release_id: s.ids.itemsLive,
      minute: `${at.slice(0, 16)}:00.000Z`,
      browsers: 1,
      failed_browsers: 0,
      loads: 1,
      failures: 0,
    });
    await db
      .insertInto('frontend_load_minutes')
      .values([minute(old), minute(recent)])
      .execute();

    assert.equal(json(await sendReports(s.t.app, [ok(ITEMS, s.ids.itemsLive)], newBrowser(s.t.app).cookie)).counted, 1);
    const browsers = await db.selectFrom('frontend_load_browsers').select('browser_id').orderBy('browser_id').execute();
    assert.deepEqual(
      browsers.map((each) => each.browser_id).filter((id) => id.endsWith('-browser')),
      ['recent-browser'],
    );
    const minutes = await db.selectFrom('frontend_load_minutes').select('minute').execute();
    assert.equal(minutes.length, 2, 'the recent minute and the one just counted');
    assert.ok(minutes.every((each) => each.minute > old));
  });
});
