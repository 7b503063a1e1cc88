import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { after, before, describe, it } from 'node:test';
import { json } from '../../helpers/api.js';
import { buildTestApp, testDatabaseUrl, type TestApp } from '../../helpers/build-test-app.js';
import { ASSIGNMENT_COOKIE, browserIdFrom } from '../../../src/modules/rollouts/browser-cookies.js';
import { publishReleases } from './published-releases.js';

const BROWSERS = 1000;
/** How far the share of browsers on the rollout's side may be from the percentage, in points. */
const TOLERANCE = 5;
/** A shell whose page has the boot script, so the page carries the runtime config. */
const BOOTING_PAGE =
  '<!doctype html><html><head><title>s</title><script id="first-screen-boot">/* boot */</script></head><body></body></html>';

/** The runtime config a page carries. */
function configOfPage(page: LightMyRequestResponse) {
  const data = /<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(page.body);
  assert.ok(data, 'the page carries its runtime config');
  return (JSON.parse(data[1]!) as { config: { releases: Record<string, { id: string; via?: string }> } }).config;
}

/**
 * Two instances of one deployment (one database, one SECRET_KEY, one release store): a browser
 * assigned by either gets the same side from both, keeps it on every reload, and keeps it when
 * the percentage rises.
 */
describe('rollout assignment: the share asked, sticky per browser, the same on two instances', { timeout: 180_000 }, () => {
  let a: TestApp;
  let b: TestApp;
  let ids: Record<string, string> = {};

  before(async () => {
    const secret = randomBytes(32).toString('hex');
    a = await buildTestApp({ SECRET_KEY: secret });
    b = await buildTestApp({
      SECRET_KEY: secret,
      DATA_DIR: a.dataDir,
      // B is reached over https: its cookies say Secure.
      FRONTEND_HOST: 'https://frontend.test',
      ...(testDatabaseUrl ? { DATABASE_URL: a.config.databaseUrl!, DATABASE_SCHEMA: a.config.databaseSchema! } : {}),
    });
    ids = await publishReleases(
      a,
      [
        ['shell', 'shell', 'a1', true],
        ['itemsA', 'remote-items', 'a1', true],
        ['itemsB', 'remote-items', 'b2', false],
      ],
      async (dir, frontend) => {
        if (frontend !== 'shell') return;
        await writeFile(join(dir, 'index.html'), BOOTING_PAGE);
        await writeFile(join(dir, 'first-screen.json'), JSON.stringify({ groups: {}, needs: {} }));
      },
    );
  });
  after(async () => {
    // B first: it shares A's database and folder, which A's close removes.
    await b.close();
    await a.close();
  });

  /** The n-th browser's source address: each in an address group of its own (a group gets a few ids an hour). */
  const addressOf = (n: number) => `10.${Math.floor(n / 256) % 256}.${n % 256}.1`;

  /** A fresh browser's first page load, on one instance, from its address: its assignment cookie. */
  async function newBrowser(t: TestApp, remoteAddress: string): Promise<string> {
    const page = await t.app.inject({ method: 'GET', url: '/', remoteAddress });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers.vary, 'Cookie');
    const cookie = [page.headers['set-cookie']].flat().find((each) => each?.startsWith(`${ASSIGNMENT_COOKIE}=`));
    assert.ok(cookie, 'a page assigns a browser that has no assignment');
    assert.equal(/; Secure/.test(cookie), t === b);
    return cookie.split(';')[0]!;
  }

  /** The side a browser gets on a reload from one instance: true for the rollout's release. */
  async function onRollout(t: TestApp, cookie: string): Promise<boolean> {
    const answer = await t.app.inject({ method: 'GET', url: '/config.json', headers: { cookie } });
    assert.equal(answer.headers['set-cookie'], undefined, 'a valid assignment is kept');
    assert.equal(answer.headers['cache-control'], 'private, no-cache');
    const items = json(answer).releases.items;
    assert.equal(items.id, items.via === 'rollout' ? ids.itemsB : ids.itemsA);
    return items.via === 'rollout';
  }

  const within = (count: number, percent: number) => {
    const share = (100 * count) / BROWSERS;
    assert.ok(Math.abs(share - percent) <= TOLERANCE, `${share} % of ${BROWSERS} browsers for a rollout to ${percent} %`);
  };

  it('1,000 browsers land within 5 points of the percentage and keep their side on every reload, on either instance, and as it rises', async () => {
    const started = await a.app.rollouts.rollout('remote-items', ids.itemsB!, 30, 'test');
    assert.equal(started.status, 'rolling-out');
    const browsers: { cookie: string; side: boolean }[] = [];
    for (let index = 0; index < BROWSERS; index++) {
      const cookie = await newBrowser(index % 2 === 0 ? a : b, addressOf(index));
      const side = await onRollout(a, cookie);
      assert.equal(await onRollout(b, cookie), side, 'both instances give a browser the same side');
      browsers.push({ cookie, side });
    }
    within(browsers.filter((browser) => browser.side).length, 30);

    // Raised on B: A follows at the next load; no browser leaves the rollout's side.
    await b.app.rollouts.rollout('remote-items', ids.itemsB!, 60, 'test');
    let raised = 0;
    for (const [index, browser] of browsers.entries()) {
      const side = await onRollout(index % 2 === 0 ? b : a, browser.cookie);
      if (browser.side) assert.equal(side, true, 'a browser on the rollout stays on it as the percentage rises');
      if (side) raised++;
    }
    within(raised, 60);

    // Aborted on A: everyone gets the live release, on B too.
    await a.app.rollouts.rollout('remote-items', ids.itemsB!, 0, 'test');
    for (const browser of browsers.slice(0, 50)) assert.equal(await onRollout(b, browser.cookie), false);
  });

  it('a browser that arrives without a cookie is decided by the id it is given in that same answer', async () => {
    await a.app.rollouts.rollout('remote-items', ids.itemsB!, 50, 'test');
    let sides = 0;
    for (let index = 0; index < 40; index++) {
      const first = await a.app.inject({ method: 'GET', url: '/', remoteAddress: addressOf(2000 + index) });
      const cookie = String([first.headers['set-cookie']].flat()[0]).split(';')[0]!;
      const side = configOfPage(first).releases.items!.via === 'rollout';
      assert.equal(await onRollout(b, cookie), side);
      // What the load reports are checked against says the same.
      const browserId = browserIdFrom(cookie, a.config.secretKey);
      assert.deepEqual(await b.app.rollouts.releaseOf('remote-items', { browserId, previewPin: null }), {
        releaseId: side ? ids.itemsB : ids.itemsA,
        via: side ? 'rollout' : 'live',
      });
      if (side) sides++;
    }
    assert.ok(sides > 0 && sides < 40, `${sides} of 40`);
    const state = { browserId: null, previewPin: null };
    assert.deepEqual(await a.app.rollouts.releaseOf('remote-items', state), { releaseId: ids.itemsA, via: 'live' });
    await a.app.rollouts.abort('remote-items', { actor: 'test', reason: 'done' });
  });
});
