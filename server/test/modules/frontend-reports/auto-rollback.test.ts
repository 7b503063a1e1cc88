import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { adminHeaders, json } from '../../helpers/api.js';
import { failed, groupAddress, newBrowser, ok, sendReports, withPublishedApp } from './report-helpers.js';

const ITEMS = 'remote-items';
const NO_PREVIEW = { previewPin: null };
/** Real browsers each send from an address group of their own (a rollout is judged by reporters, not browser ids). */
let groups = 0;
const nextGroup = () => groupAddress(groups++);

/** Whether the module has no rollout any more, waiting up to `withinMs` for it to end. */
async function ended(app: FastifyInstance, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  for (;;) {
    if ((await app.rollouts.active()).length === 0) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('automatic rollback of a rollout that fails more than the live release', () => {
  const s = withPublishedApp({ ROLLOUT_MIN_BROWSERS: '10', ROLLOUT_ABORT_FAILURE_SHARE: '0.2' });

  const rolloutEnded = (withinMs: number) => ended(s.t.app, withinMs);
  const history = async () => {
    const response = await s.t.app.inject({ method: 'GET', url: `/api/v1/releases/${ITEMS}`, headers: await adminHeaders(s.t.app) });
    return json(response) as { rollout: unknown; history: { action: string; actor: string; detail: string | null; release_id: string }[] };
  };

  it('aborts once enough browsers of the rollout side fail, records why, and gives everyone the live release again', async () => {
    await s.t.app.rollouts.rollout(ITEMS, s.ids.itemsNext, 50, 'release-manager@example.com');
    const sides = { rollout: [] as string[], live: [] as string[] };
    while (sides.rollout.length < 10) {
      const browser = newBrowser(s.t.app);
      const given = await s.t.app.rollouts.releaseOf(ITEMS, { browserId: browser.id, ...NO_PREVIEW });
      assert.ok(given);
      if (given.via === 'rollout') {
        assert.equal(given.releaseId, s.ids.itemsNext);
        sides.rollout.push(browser.cookie);
        const response = await sendReports(s.t.app, [failed(ITEMS, s.ids.itemsNext, 'render')], browser.cookie, nextGroup());
        assert.deepEqual(json(response), { counted: 1 });
      } else {
        sides.live.push(browser.cookie);
        await sendReports(s.t.app, [ok(ITEMS, s.ids.itemsLive)], browser.cookie, nextGroup());
      }
      // Not before ROLLOUT_MIN_BROWSERS reporters of the rollout's side reported.
      if (sides.rollout.length < 10) assert.equal(await rolloutEnded(0), false, `aborted after ${sides.rollout.length} browsers`);
    }
    // A check runs at most once a second per module: the last reports' comes within one.
    assert.equal(await rolloutEnded(3000), true);

    const { rollout, history: events } = await history();
    assert.equal(rollout, null);
    const abort = events.find((event) => event.action === 'rollout-abort');
    assert.ok(abort, JSON.stringify(events));
    assert.equal(abort.actor, 'server');
    assert.equal(abort.release_id, s.ids.itemsNext);
    assert.equal(
      abort.detail,
      `failed for 10 of 10 (0 persons, 10 address groups; 10 browsers) against 0 of ${sides.live.length} on the live release`,
    );

    // Every browser, those that had the rollout's side too, now gets the live release; their reports of the old one count no more.
    for (const cookie of sides.rollout) {
      const id = decodeURIComponent(cookie.slice('fe_browser='.length)).split('.')[0]!;
      assert.deepEqual(await s.t.app.rollouts.releaseOf(ITEMS, { browserId: id, ...NO_PREVIEW }), {
        releaseId: s.ids.itemsLive,
        via: 'live',
      });
    }
    assert.deepEqual(json(await sendReports(s.t.app, [failed(ITEMS, s.ids.itemsNext)], sides.rollout[0])), { counted: 0 });

    // The audit log shows it with the server as actor.
    const audit = await s.t.app.inject({
      method: 'GET',
      url: `/api/v1/audit/?kind=release&target=module:${ITEMS}`,
      headers: await adminHeaders(s.t.app),
    });
    assert.equal(audit.statusCode, 200, audit.body);
    const entries = json(audit).data as { actor: string; target: string; kind: string; summary: string | null }[];
    assert.ok(
      entries.some(
        (entry) =>
          entry.kind === 'release.rollout-abort' &&
          entry.actor === 'server' &&
          entry.target === `release:${ITEMS}@${s.ids.itemsNext}` &&
          entry.summary === abort.detail,
      ),
      audit.body,
    );
  });

  it('leaves a rollout that fails no more than the live release by the threshold', async () => {
    await s.t.app.rollouts.rollout(ITEMS, s.ids.itemsNext, 50, 'release-manager@example.com');
    const seen = { rollout: 0, live: 0 };
    for (let n = 0; n < 80; n++) {
      const browser = newBrowser(s.t.app);
      const given = (await s.t.app.rollouts.releaseOf(ITEMS, { browserId: browser.id, ...NO_PREVIEW }))!;
      const side = given.via === 'rollout' ? 'rollout' : 'live';
      // One browser in ten fails on either side: about the same share.
      const report = seen[side]++ % 10 === 0 ? failed : ok;
      await sendReports(s.t.app, [report(ITEMS, given.releaseId)], browser.cookie, nextGroup());
    }
    assert.ok(seen.rollout >= 10, `${seen.rollout} browsers on the rollout's side`);
    // Past the last deferred check too.
    assert.equal(await rolloutEnded(1500), false);
    await s.t.app.rollouts.rollout(ITEMS, s.ids.itemsNext, 0, 'release-manager@example.com');
  });
});

describe('automatic rollback, with browsers assigned by the pages they load', () => {
  const s = withPublishedApp();

  /**
   * A browser's /config.json (a fresh one's first page load from `address` gives it its
   * assignment cookie): its cookie and the release of remote-items it is given.
   */
  async function loadConfig(cookie?: string, address?: string): Promise<{ cookie: string; release: { id: string; via?: string } }> {
    if (!cookie) {
      const page = await s.t.app.inject({ method: 'GET', url: '/', remoteAddress: address });
      assert.equal(page.statusCode, 200, page.body);
      const issued = ([] as string[]).concat(page.headers['set-cookie'] ?? []).find((each) => each.startsWith('fe_browser='));
      cookie = issued!.split(';')[0]!;
    }
    const response = await s.t.app.inject({ method: 'GET', url: '/config.json', headers: { cookie } });
    assert.equal(response.statusCode, 200, response.body);
    const releases = Object.values(json(response).releases as Record<string, { id: string; via?: string }>);
    const release = releases.find((each) => each.id === s.ids.itemsLive || each.id === s.ids.itemsNext)!;
    return { cookie, release };
  }

  it('a release failing in half of 40 fresh browsers is aborted; the history says why and every later page gets the live one', async () => {
    const started = await s.t.app.inject({
      method: 'POST',
      url: `/api/v1/releases/${ITEMS}/rollout`,
      headers: await adminHeaders(s.t.app),
      payload: { release_id: s.ids.itemsNext, percent: 50 },
    });
    assert.equal(started.statusCode, 200, started.body);
    const cookies: string[] = [];
    for (let n = 0; n < 40; n++) {
      const address = nextGroup();
      const browser = await loadConfig(undefined, address);
      cookies.push(browser.cookie);
      const rolledOut = browser.release.via === 'rollout';
      assert.equal(browser.release.id, rolledOut ? s.ids.itemsNext : s.ids.itemsLive);
      const report = rolledOut ? failed(ITEMS, s.ids.itemsNext, 'entry') : ok(ITEMS, s.ids.itemsLive);
      await sendReports(s.t.app, [report], browser.cookie, address);
    }
    assert.equal(await ended(s.t.app, 3000), true);
    const listed = json(await s.t.app.inject({ method: 'GET', url: `/api/v1/releases/${ITEMS}`, headers: await adminHeaders(s.t.app) }));
    assert.equal(listed.rollout, null);
    const abort = listed.history.find((event: { action: string }) => event.action === 'rollout-abort');
    assert.equal(abort.actor, 'server');
    assert.match(
      abort.detail,
      /^failed for (\d+) of \1 \(0 persons, \1 address groups; \1 browsers\) against 0 of \d+ on the live release$/,
    );
    for (const cookie of cookies) {
      const later = await loadConfig(cookie);
      assert.deepEqual({ id: later.release.id, via: later.release.via }, { id: s.ids.itemsLive, via: undefined });
    }
  });
});
