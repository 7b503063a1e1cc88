import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, json } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { PREVIEW_COOKIE, decodePreviewToken, previewToken } from '../../../src/modules/rollouts/browser-cookies.js';
import { CONSENT_COOKIE } from '../../../src/modules/rollouts/preview-consent.js';
import { writeBuild } from '../releases/fake-builds.js';
import { consentPage, linkPath, pressLoad, setCookies } from './preview-consent-flow.js';
import { publishReleases } from './published-releases.js';

/** Who published the previewed release: markup in it must reach the page as text. */
const PUBLISHER = '<img src=x onerror=alert(1)>@example.com';

describe('a preview link asks the person before it loads anything', () => {
  let t: TestApp;
  let ids: Record<string, string> = {};
  let accountB = '';

  before(async () => {
    t = await buildTestApp();
    ids = await publishReleases(t, [
      ['shell', 'shell', 'a1', true],
      ['accountA', 'remote-account', 'a1', true],
      ['itemsA', 'remote-items', 'a1', true],
      ['itemsB', 'remote-items', 'b2', false],
    ]);
    const dir = await writeBuild(join(t.dataDir, 'builds', 'remote-account-b2'), 'remote-account', 'b2');
    accountB = (await t.app.releases.publish('remote-account', dir, { actor: PUBLISHER })).release_id;
  });
  after(() => t.close());

  const makeLink = async (frontend: string, releaseId: string) =>
    json(
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/releases/${frontend}/preview`,
        payload: { release_id: releaseId },
        headers: await adminHeaders(t.app),
      }),
    ) as { url: string; expires_at: string };
  const configFor = async (cookie: string) => json(await t.app.inject({ method: 'GET', url: '/config.json', headers: { cookie } }));

  it('answers a page naming the module, the release, who published it and who made the link, in both languages, with no script', async () => {
    const link = await makeLink('remote-account', accountB);
    const { page } = await consentPage(t, linkPath(link.url));
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(
      page.headers['content-security-policy'],
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.equal(page.headers['x-frame-options'], 'DENY');
    for (const text of [
      'Preview a release',
      '预览发布版本',
      'Account',
      'remote-account',
      accountB,
      '版本</span> 1.2.3',
      'admin@example.com',
      'Load this preview',
      '加载此预览',
      'Cancel',
      '取消',
    ]) {
      assert.ok(page.body.includes(text), text);
    }
    assert.ok(page.body.includes('&lt;img src=x onerror=alert(1)&gt;@example.com'), 'the publisher, as text');
    assert.ok(!page.body.includes('<img'), 'no markup of theirs');
    assert.ok(!/<script/i.test(page.body));
    assert.match(page.body, /<a href="\/">Cancel/);
    assert.match(page.body, new RegExp(`<form method="post" action="${linkPath(link.url)}">`));
    const cookies = setCookies(page);
    assert.equal(cookies[PREVIEW_COOKIE], undefined, 'opening the link previews nothing');
    assert.match(cookies[CONSENT_COOKIE]![1], /^Path=\/preview; Max-Age=600; HttpOnly; SameSite=Strict$/);
  });

  it('only the button, pressed on that page in that browser, sets the preview cookie and goes to the app', async () => {
    const link = await makeLink('remote-account', accountB);
    const path = linkPath(link.url);
    const { proof, nonceCookie } = await consentPage(t, path);
    const other = await consentPage(t, linkPath((await makeLink('remote-items', ids.itemsB!)).url));

    const refusals: [string, Record<string, string>, string, string][] = [
      ['no nonce cookie (a form posted from another site)', {}, proof, ''],
      ['another nonce', {}, proof, other.nonceCookie],
      ["another link's proof", {}, other.proof, nonceCookie],
      ['a made-up proof', {}, 'x'.repeat(43), nonceCookie],
      ['another origin', { origin: 'https://attacker.example' }, proof, nonceCookie],
      ['an opaque origin', { origin: 'null' }, proof, nonceCookie],
      ['a referer elsewhere', { referer: 'https://attacker.example/page' }, proof, nonceCookie],
    ];
    for (const [why, headers, givenProof, cookie] of refusals) {
      const refused = await pressLoad(t, path, givenProof, cookie, headers);
      assert.equal(refused.statusCode, 403, why);
      assert.equal(setCookies(refused)[PREVIEW_COOKIE], undefined, why);
      assert.equal(refused.headers['content-security-policy']?.toString().startsWith("default-src 'none'"), true, why);
    }

    const loaded = await pressLoad(t, path, proof, nonceCookie, { origin: 'http://localhost', referer: `http://localhost${path}` });
    assert.equal(loaded.statusCode, 303, loaded.body);
    assert.equal(loaded.headers.location, '/');
    const cookies = setCookies(loaded);
    assert.equal(cookies[CONSENT_COOKIE]![0], '', 'the nonce is spent');
    assert.match(cookies[PREVIEW_COOKIE]![1], /HttpOnly; SameSite=Lax$/);
    const config = await configFor(`${PREVIEW_COOKIE}=${cookies[PREVIEW_COOKIE]![0]}`);
    assert.equal(config.preview.releaseId, accountB);

    // Without Origin and Referer (some browsers send neither), the double submit alone decides.
    const again = await consentPage(t, path);
    assert.equal((await pressLoad(t, path, again.proof, again.nonceCookie)).statusCode, 303);
  });

  it('a link that expired, was ended or is not ours opens a page saying so, with a way into the app', async () => {
    const secret = t.config.secretKey;
    const link = await makeLink('remote-items', ids.itemsB!);
    const path = linkPath(link.url);
    const { proof, nonceCookie } = await consentPage(t, path);
    const { id } = decodePreviewToken(secret, decodeURIComponent(path.slice('/preview/'.length)))!;
    await t.app.rollouts.endPreview('remote-items', id, 'test');

    const gone = await t.app.inject({ method: 'GET', url: path });
    assert.equal(gone.statusCode, 410);
    assert.match(gone.body, /This preview link cannot be used/);
    assert.match(gone.body, /链接已过期或已被结束/);
    assert.match(gone.body, /<a href="\/">Go to the app/);
    assert.equal(gone.headers['cache-control'], 'no-store');
    const late = await pressLoad(t, path, proof, nonceCookie, { origin: 'http://localhost' });
    assert.equal(late.statusCode, 410, 'a page opened before the link ended cannot load it after');
    assert.equal(setCookies(late)[PREVIEW_COOKIE], undefined);

    // A row past its end, with a token claiming a later one: the row decides.
    await t.app.db
      .insertInto('frontend_previews')
      .values({
        id: 'expired-row',
        package: 'remote-items',
        release_id: ids.itemsB!,
        created_by: 'test',
        created_at: new Date(Date.now() - 120_000).toISOString(),
        expires_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .execute();
    const claimsLonger = previewToken(secret, {
      module: 'remote-items',
      releaseId: ids.itemsB!,
      expiresAt: Date.now() + 60_000,
      id: 'expired-row',
    });
    assert.equal((await t.app.inject({ method: 'GET', url: `/preview/${claimsLonger}` })).statusCode, 410);
    const foreign = previewToken('another secret', { module: 'remote-items', releaseId: ids.itemsB!, expiresAt: Date.now() + 60_000, id });
    for (const token of [foreign, 'nonsense']) {
      const unknown = await t.app.inject({ method: 'GET', url: `/preview/${token}` });
      assert.equal(unknown.statusCode, 404);
      assert.match(unknown.body, /It is not a preview link of this site/);
    }
  });
});
