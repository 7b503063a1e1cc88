import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertDetail, createUser, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { ASSIGNMENT_COOKIE, PREVIEW_COOKIE, previewToken } from '../../../src/modules/rollouts/browser-cookies.js';
import { writeBuild } from '../releases/fake-builds.js';
import { agreeToPreview, setCookies } from './preview-consent-flow.js';
import { publishReleases } from './published-releases.js';

/** A shell whose page has the boot script, so the page carries the runtime config and the hints. */
const BOOTING_PAGE =
  '<!doctype html><html><head><title>s</title><script id="first-screen-boot">/* boot */</script></head><body></body></html>';

describe('preview links: one browser, one module, one release, until it expires', () => {
  let t: TestApp;
  let ids: Record<string, string> = {};

  before(async () => {
    t = await buildTestApp({ PREVIEW_TTL_MINUTES: '30' });
    const builds = [
      ['shell', 'shell', 'a1', true],
      ['accountA', 'remote-account', 'a1', true],
      ['accountB', 'remote-account', 'b2', false],
      ['itemsA', 'remote-items', 'a1', true],
      ['itemsB', 'remote-items', 'b2', false],
      ['itemsC', 'remote-items', 'c3', false],
    ] as const;
    ids = await publishReleases(t, builds, async (dir, frontend) => {
      if (frontend !== 'shell') return;
      await writeFile(join(dir, 'index.html'), BOOTING_PAGE);
      await writeFile(join(dir, 'first-screen.json'), JSON.stringify({ groups: {}, needs: {} }));
    });
  });
  after(() => t.close());

  const preview = async (frontend: string, releaseId: string | undefined, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/releases/${frontend}/preview`,
      payload: { release_id: releaseId },
      headers: headers ?? (await adminHeaders(t.app)),
    });
  const configFor = async (cookie?: string) => t.app.inject({ method: 'GET', url: '/config.json', headers: cookie ? { cookie } : {} });
  const open = (token: string) => t.app.inject({ method: 'GET', url: `/preview/${token}` });
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

  it('gives a link for a published, not-live release of a remote, which pins only that module in the browser that opens it', async () => {
    const before = Date.now();
    const created = await preview('remote-account', ids.accountB);
    assert.equal(created.statusCode, 201, created.body);
    const link = json(created);
    assert.deepEqual(Object.keys(link).sort(), ['expires_at', 'frontend', 'release_id', 'url']);
    assert.equal(link.frontend, 'remote-account');
    assert.equal(link.release_id, ids.accountB);
    assert.match(link.url, /^http:\/\/frontend\.test\/preview\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const expires = Date.parse(link.expires_at);
    assert.ok(Math.abs(expires - (before + 30 * 60_000)) < 5000, link.expires_at);

    const opened = await agreeToPreview(t, link.url);
    assert.equal(opened.statusCode, 303);
    assert.equal(opened.headers.location, '/');
    const [value, attributes] = setCookies(opened)[PREVIEW_COOKIE]!;
    assert.equal(decodeURIComponent(value), tokenOf(link.url));
    const maxAge = Number(/Max-Age=(\d+)/.exec(attributes)![1]);
    assert.ok(maxAge > 29 * 60 && maxAge <= 30 * 60, attributes);
    assert.match(attributes, /HttpOnly; SameSite=Lax$/);

    const previewing = `${PREVIEW_COOKIE}=${value}`;
    const config = json(await configFor(previewing));
    assert.deepEqual(config.releases.account, { id: ids.accountB, builtAt: config.releases.account.builtAt, via: 'preview' });
    assert.equal(config.remotes.account, `/remotes/account/${ids.accountB}/mf-manifest.json`);
    assert.deepEqual(config.preview, {
      module: 'remote-account',
      configKey: 'account',
      releaseId: ids.accountB,
      version: '1.2.3',
      expiresAt: new Date(expires).toISOString(),
    });
    // Every other module stays live.
    assert.deepEqual(config.releases.items, { id: ids.itemsA, builtAt: config.releases.items.builtAt });
    // Another browser gets the live release.
    const other = json(await configFor());
    assert.deepEqual(other.releases.account, { id: ids.accountA, builtAt: other.releases.account.builtAt });
    assert.equal(other.preview, undefined);

    // The page carries the same config, and its hints name the previewed release's files.
    const page = await t.app.inject({ method: 'GET', url: '/login', headers: { cookie: previewing } });
    assert.equal(page.headers['cache-control'], 'private, no-cache');
    assert.equal(page.headers.vary, 'Cookie');
    const data = JSON.parse(/<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(page.body)![1]!);
    assert.equal(data.config.preview.releaseId, ids.accountB);
    const hrefs = data.hints.map((hint: { href: string }) => hint.href);
    assert.ok(hrefs.includes(`/remotes/account/${ids.accountB}/mf-manifest.json`), JSON.stringify(hrefs));
    assert.ok(!hrefs.some((href: string) => href.includes(ids.accountA!)), JSON.stringify(hrefs));

    const listed = json(await t.app.inject({ method: 'GET', url: '/api/v1/releases/remote-account', headers: await adminHeaders(t.app) }));
    assert.deepEqual(listed.previews, [
      {
        id: listed.previews[0].id,
        release_id: ids.accountB,
        expires_at: link.expires_at,
        created_by: 'admin@example.com',
        created_by_key: null,
      },
    ]);
    assert.deepEqual([listed.history[0].action, listed.history[0].release_id], ['preview', ids.accountB]);
  });

  it('a tampered, expired or unknown link opens a page saying so, sets no preview, and such a cookie loads the live release', async () => {
    const link = json(await preview('remote-account', ids.accountB));
    const token = tokenOf(link.url);
    const tampered = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    const secret = t.config.secretKey;
    const id = randomUUID();
    const expired = previewToken(secret, { module: 'remote-account', releaseId: ids.accountB!, expiresAt: Date.now() - 1000, id });
    const unknown = previewToken(secret, { module: 'remote-account', releaseId: '9.9.9-nothere', expiresAt: Date.now() + 60_000, id });
    const shell = previewToken(secret, { module: 'shell', releaseId: ids.shell!, expiresAt: Date.now() + 60_000, id });
    const foreign = previewToken('another secret', {
      module: 'remote-account',
      releaseId: ids.accountB!,
      expiresAt: Date.now() + 60_000,
      id,
    });
    for (const bad of [tampered, expired, unknown, shell, foreign, 'nonsense']) {
      const opened = await open(encodeURIComponent(bad));
      assert.equal(opened.statusCode, 404, bad);
      assert.match(opened.body, /This preview link cannot be used/);
      assert.equal(setCookies(opened)[PREVIEW_COOKIE], undefined, bad);
      const config = await configFor(`${PREVIEW_COOKIE}=${encodeURIComponent(bad)}`);
      assert.equal(json(config).releases.account.id, ids.accountA, bad);
      assert.equal(json(config).preview, undefined);
      if (bad !== unknown && bad !== shell) assert.equal(setCookies(config)[PREVIEW_COOKIE]?.[0], '', 'the answer clears it');
    }
  });

  it('leaving the preview clears its cookie, for anyone', async () => {
    const left = await t.app.inject({ method: 'DELETE', url: '/api/v1/frontend-preview' });
    assert.equal(left.statusCode, 204);
    assert.deepEqual(setCookies(left)[PREVIEW_COOKIE], ['', 'Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
  });

  it('refuses the shell, the live release, an unknown one, and a release that does not fit the live shell', async () => {
    assert.equal((await preview('shell', ids.shell)).statusCode, 409);
    assertDetail(await preview('remote-account', ids.accountA), 409, `remote-account ${ids.accountA} is already live`);
    assertDetail(await preview('remote-account', '9.9.9-nothere'), 404, 'remote-account has no release "9.9.9-nothere"');
    const react20 = [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }];
    const dir = await writeBuild(join(t.dataDir, 'builds', 'account-skewed'), 'remote-account', 'd4', react20);
    const skewed = (await t.app.releases.publish('remote-account', dir, { actor: 'test' })).release_id;
    assertDetail(
      await preview('remote-account', skewed),
      409,
      `remote-account ${skewed} does not fit the live shell ${ids.shell}: react needs ^20.0.0, the shell provides 19.3.1`,
    );
  });

  it('lets in release managers and any deploy key of the module, nobody else', async () => {
    assert.equal((await preview('remote-account', ids.accountB, {})).statusCode, 401);
    assert.equal((await preview('remote-account', ids.accountB, (await createUser(t.app)).headers)).statusCode, 403);
    const manager = await createUser(t.app, { roles: ['release_manager'] });
    assert.equal((await preview('remote-account', ids.accountB, manager.headers)).statusCode, 201);
    const key = async (module: string) =>
      (await t.app.deployKeys.create({ module, name: `preview ${module}`, expiresInDays: null, canPromote: false }, 'test')).key;
    const own = await preview('remote-account', ids.accountB, { authorization: `Bearer ${await key('remote-account')}` });
    assert.equal(own.statusCode, 201, own.body);
    const other = await preview('remote-account', ids.accountB, { authorization: `Bearer ${await key('remote-items')}` });
    assertDetail(other, 403, 'This deploy key is for remote-items, not for remote-account');
  });

  it('prune keeps a release with an unexpired preview and one rolling out', async () => {
    const rolled = await t.app.rollouts.rollout('remote-items', ids.itemsB!, 20, 'test');
    assert.equal(rolled.status, 'rolling-out');
    const decisions = await t.app.releases.prune({ apply: true, actor: 'test', keep: 0, liveWithinMs: 0 });
    const reasonOf = (frontend: string, id: string | undefined) =>
      decisions.find((each) => each.frontend === frontend && each.release_id === id)?.reason;
    assert.equal(reasonOf('remote-account', ids.accountB), 'has a preview link');
    assert.equal(reasonOf('remote-items', ids.itemsB), 'rolling out');
    assert.equal(reasonOf('remote-items', ids.itemsC), 'not needed');
    const left = json(await t.app.inject({ method: 'GET', url: '/api/v1/releases/remote-items', headers: await adminHeaders(t.app) }));
    assert.deepEqual(left.releases.map((release: { release_id: string }) => release.release_id).sort(), [ids.itemsA, ids.itemsB].sort());
    assert.equal(left.rollout.release_id, ids.itemsB);
  });

  it('assigns a browser on its first page, with a signed cookie it keeps', async () => {
    // From an address group of its own: each group gets a few ids an hour.
    const remoteAddress = '10.60.0.1';
    const first = await t.app.inject({ method: 'GET', url: '/', remoteAddress });
    const [value, attributes] = setCookies(first)[ASSIGNMENT_COOKIE]!;
    assert.match(decodeURIComponent(value), /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    assert.equal(attributes, 'Path=/; Max-Age=34560000; HttpOnly; SameSite=Lax');
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: `${ASSIGNMENT_COOKIE}=${value}` } });
    assert.equal(again.headers['set-cookie'], undefined);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `${ASSIGNMENT_COOKIE}=${value.slice(0, -3)}abc` },
      remoteAddress,
    });
    assert.notEqual(setCookies(forged)[ASSIGNMENT_COOKIE]?.[0], undefined, 'a forged one is replaced');
    const secure = await t.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' }, remoteAddress });
    assert.doesNotMatch(setCookies(secure)[ASSIGNMENT_COOKIE]![1], /Secure/, 'a proxy is not trusted unless TRUST_PROXY says so');
  });
});
