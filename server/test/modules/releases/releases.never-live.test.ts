import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { ASSIGNMENT_COOKIE, inRollout, newBrowserId, sign } from '../../../src/modules/rollouts/browser-cookies.js';
import { agreeToPreview, setCookies } from '../rollouts/preview-consent-flow.js';
import { publishReleases } from '../rollouts/published-releases.js';

describe('a release that has never been live reaches only the browsers the server sent it to', () => {
  let t: TestApp;
  let ids: Record<string, string> = {};

  before(async () => {
    t = await buildTestApp();
    ids = await publishReleases(t, [
      ['shell', 'shell', 'a1', true],
      ['itemsA', 'remote-items', 'a1', true],
      ['itemsB', 'remote-items', 'b2', false],
      ['itemsC', 'remote-items', 'c3', false],
    ]);
  });
  after(() => t.close());

  const file = (releaseId: string | undefined, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/remotes/items/${releaseId}/remoteEntry.js`, headers: cookie ? { cookie } : {} });
  /** A browser's signed assignment cookie, for an id on (or off) a rollout's side. */
  const browserOn = (releaseId: string, percent: number, side: boolean) => {
    for (;;) {
      const id = newBrowserId();
      if (inRollout(id, 'remote-items', releaseId, percent) === side)
        return `${ASSIGNMENT_COOKIE}=${encodeURIComponent(sign(t.config.secretKey, ASSIGNMENT_COOKIE, id))}`;
    }
  };

  it('answers 404 for its files to anyone else, and serves the live release to all, cached by anyone', async () => {
    assert.equal((await file(ids.itemsB)).statusCode, 404);
    assert.equal(
      (await file(ids.itemsB, browserOn(ids.itemsB!, 50, true))).statusCode,
      404,
      'no rollout of it: a browser id alone is nothing',
    );
    const live = await file(ids.itemsA);
    assert.equal(live.statusCode, 200);
    assert.equal(live.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('serves it to a browser holding its preview, for that browser alone to keep', async () => {
    const link = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/releases/remote-items/preview',
        payload: { release_id: ids.itemsB },
        headers: await adminHeaders(t.app),
      }),
    );
    const opened = await agreeToPreview(t, link.url);
    const previewing = `fe_preview=${setCookies(opened).fe_preview![0]}`;
    const served = await file(ids.itemsB, previewing);
    assert.equal(served.statusCode, 200);
    assert.equal(served.body, 'var entry = "b2";');
    assert.equal(served.headers['cache-control'], 'private, max-age=31536000, immutable');
    assert.equal((await file(ids.itemsC, previewing)).statusCode, 404, 'a preview of one release opens no other');
  });

  it("serves it to the browsers on its rollout's side, and to no other", async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/releases/remote-items/rollout',
      payload: { release_id: ids.itemsC, percent: 30 },
      headers: await adminHeaders(t.app),
    });
    assert.equal(started.statusCode, 200, started.body);
    const on = await file(ids.itemsC, browserOn(ids.itemsC!, 30, true));
    assert.equal(on.statusCode, 200);
    assert.equal(on.headers['cache-control'], 'private, max-age=31536000, immutable');
    assert.equal((await file(ids.itemsC, browserOn(ids.itemsC!, 30, false))).statusCode, 404);
    const forged = `${ASSIGNMENT_COOKIE}=${encodeURIComponent(sign('another secret', ASSIGNMENT_COOKIE, newBrowserId()))}`;
    assert.equal((await file(ids.itemsC, forged)).statusCode, 404);
    assert.equal((await file(ids.itemsC)).statusCode, 404);
  });

  it('serves to everyone a release that has been live once (open tabs, a rollback)', async () => {
    const admin = await adminHeaders(t.app);
    const promoted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/releases/remote-items/promote',
      payload: { release_id: ids.itemsB },
      headers: admin,
    });
    assert.equal(promoted.statusCode, 200, promoted.body);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/v1/releases/remote-items/rollback', headers: admin })).statusCode, 200);
    const served = await file(ids.itemsB);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
  });
});

describe("the shell's files: an earlier release's hashed files only when it was live once", () => {
  let t: TestApp;
  let ids: Record<string, string> = {};

  before(async () => {
    t = await buildTestApp();
    ids = await publishReleases(t, [
      ['earlier', 'shell', 'c3', true],
      ['never', 'shell', 'b2', false],
      ['live', 'shell', 'd4', true],
    ]);
  });
  after(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the live release and one an open tab may have started with; a never-live one gets the page', async () => {
    assert.equal((await get('/main.000000d4.js')).body, 'main of d4');
    assert.equal((await get('/main.000000c3.js')).body, 'main of c3');
    const never = await get('/main.000000b2.js');
    assert.equal(never.statusCode, 200);
    assert.match(String(never.headers['content-type']), /^text\/html/);
    assert.ok(!never.body.includes('main of b2'), never.body);
    assert.ok(ids.never);
  });
});
