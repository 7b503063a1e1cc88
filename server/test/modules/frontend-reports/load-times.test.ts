import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Kysely } from 'kysely';
import { LOAD_TIME_EDGES_MS, bucketCounts, bucketOf, percentileOf } from '../../../src/modules/frontend-reports/load-times.js';
import type { FrontendReportsDatabase } from '../../../src/modules/frontend-reports/frontend-reports.tables.js';
import { adminHeaders, json } from '../../helpers/api.js';
import { failed, groupAddress, newBrowser, ok, sendReports, withPublishedApp } from './report-helpers.js';

const ITEMS = 'remote-items';

describe('load times: the histogram', () => {
  it('puts a duration in the first bucket whose edge it does not pass, past the last edge in one more', () => {
    assert.equal(bucketOf(0), 0);
    assert.equal(bucketOf(50), 0);
    assert.equal(bucketOf(51), 1);
    assert.equal(bucketOf(60_000), LOAD_TIME_EDGES_MS.length - 1);
    assert.equal(bucketOf(60_001), LOAD_TIME_EDGES_MS.length);
  });

  it('reads percentiles within their bucket, null without loads', () => {
    assert.equal(percentileOf(new Map(), 0.5), null);
    // 100 loads evenly between 200 and 250 ms (one bucket): the median is half-way.
    assert.equal(percentileOf(bucketCounts(Array.from({ length: 100 }, () => 220)), 0.5), 225);
    // 90 fast loads and 10 slow ones: p50 among the fast, p95 among the slow.
    const mixed = bucketCounts([...Array.from({ length: 90 }, () => 120), ...Array.from({ length: 10 }, () => 4_500)]);
    const p50 = percentileOf(mixed, 0.5)!;
    const p95 = percentileOf(mixed, 0.95)!;
    assert.ok(p50 > 100 && p50 <= 150, String(p50));
    assert.ok(p95 > 4_000 && p95 <= 5_000, String(p95));
    assert.equal(percentileOf(bucketCounts([90_000, 120_000]), 0.5), 60_000);
  });
});

describe('load times: in the health', () => {
  const s = withPublishedApp();
  const health = async () => {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/v1/releases/${ITEMS}/health`, headers: await adminHeaders(s.t.app) });
    assert.equal(response.statusCode, 200, response.body);
    return (json(response).data as any[]).find((entry) => entry.release_id === s.ids.itemsLive);
  };
  const timed = (ms: number) => ({ ...ok(ITEMS, s.ids.itemsLive), duration_ms: ms });

  it("gives each release's p50 and p95 of its successful loads; failures and loads without a time are not timed", async () => {
    for (let index = 0; index < 20; index++) {
      const browser = newBrowser(s.t.app);
      const reports = [timed(index < 18 ? 300 : 3_000), failed(ITEMS, s.ids.itemsLive, 'chunk'), { ...timed(0), duration_ms: undefined }];
      const response = await sendReports(s.t.app, reports, browser.cookie, groupAddress(index));
      assert.equal(response.statusCode, 202, response.body);
    }
    const entry = await health();
    assert.equal(entry.timed_loads, 20);
    assert.ok(entry.load_ms_p50 > 250 && entry.load_ms_p50 <= 300, String(entry.load_ms_p50));
    assert.ok(entry.load_ms_p95 > 2_500 && entry.load_ms_p95 <= 3_000, String(entry.load_ms_p95));
  });

  it("one browser's times count only as far as its capped loads do", async () => {
    const before = (await health()).timed_loads;
    const flooder = newBrowser(s.t.app);
    for (let request = 0; request < 5; request++)
      await sendReports(
        s.t.app,
        Array.from({ length: 50 }, () => timed(59_000)),
        flooder.cookie,
        groupAddress(300),
      );
    const after = await health();
    assert.ok(after.timed_loads - before <= 20, `${after.timed_loads - before} timed`);
  });

  it('deletes the days past the retention with the other counts', async () => {
    const db = s.t.app.db as unknown as Kysely<FrontendReportsDatabase>;
    const oldDay = new Date(Date.now() - 9 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await db
      .insertInto('frontend_load_durations')
      .values({ package: ITEMS, release_id: s.ids.itemsLive, day: oldDay, bucket: 3, loads: 5 })
      .execute();
    await s.t.app.frontendReports.repository.deleteBefore(new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString());
    const days = await db.selectFrom('frontend_load_durations').select('day').distinct().execute();
    assert.ok(days.length > 0 && days.every((row) => row.day > oldDay), JSON.stringify(days));
  });
});
