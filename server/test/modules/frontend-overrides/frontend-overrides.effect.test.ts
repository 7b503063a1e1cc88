import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, changeOwnPassword, createUser, json, type CreatedUser } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { OVERRIDE_COOKIE } from '../../../src/modules/frontend-overrides/override-cookie.js';
import { sendReports, ok } from '../frontend-reports/report-helpers.js';
import { setCookies } from '../rollouts/preview-consent-flow.js';
import {
  DEV_URL,
  OVERRIDES,
  configFor,
  newBrowser,
  overrideAudit,
  overrideCookieOf,
  overrideRow,
  publishProduct,
  startOverride,
} from './override-helpers.js';

const DEV_ORIGIN = 'http://localhost:3002';
const pageData = (body: string) => JSON.parse(/<script type="application\/json" id="first-screen">([\s\S]*?)<\/script>/.exec(body)![1]!);

describe('development overrides: what the overridden browser loads, and when it stops', () => {
  let t: TestApp;
  let ids: Record<string, string>;

  before(async () => {
    t = await buildTestApp({ DEV_OVERRIDE_TTL_HOURS: '3' });
    ids = await publishProduct(t);
  });
  after(() => t.close());

  /** A developer with an override of remote-items in a browser of theirs: the Cookie header carrying both cookies. */
  async function overridden(body: object = { module: 'remote-items', url: DEV_URL }, developer?: CreatedUser) {
    const user = developer ?? (await createUser(t.app, { roles: ['developer'] }));
    const browser = await newBrowser(t);
    const started = await startOverride(t, user.headers, browser, body);
    assert.equal(started.statusCode, 201, started.body);
    return { user, browser, id: json(started).id as string, cookie: `${browser}; ${overrideCookieOf(started)}` };
  }

  it("the config and the page take the module from the development server, with the live release's routes and no hints of its files", async () => {
    const { cookie, id, user } = await overridden();
    const config = await configFor(t, cookie);
    assert.equal(config.remotes.items, DEV_URL);
    assert.equal(config.releases.items, undefined);
    const row = await overrideRow(t, id);
    assert.deepEqual(config.override, {
      module: 'remote-items',
      configKey: 'items',
      url: DEV_URL,
      releaseId: null,
      origin: DEV_ORIGIN,
      expiresAt: row.expires_at,
    });
    assert.deepEqual(config.modules.items.routes, [{ path: '/items', module: 'App', session: 'signed-in' }]);
    // Every other module stays live.
    assert.equal(config.remotes.account, `/remotes/account/${ids.accountA}/mf-manifest.json`);
    // The signed-in shell's own bearer token changes nothing.
    assert.equal((await configFor(t, cookie, user.headers)).remotes.items, DEV_URL);

    const page = await t.app.inject({ method: 'GET', url: '/items', headers: { cookie } });
    assert.equal(page.statusCode, 200);
    const data = pageData(page.body);
    assert.equal(data.config.override.url, DEV_URL);
    const hrefs: string[] = data.hints.map((hint: { href: string }) => hint.href);
    assert.ok(!hrefs.some((href) => href.includes('localhost') || href.includes('/remotes/items/')), JSON.stringify(hrefs));
  });

  it("the overridden page's policy names the development origin and its ws twin; a page without an override names none", async () => {
    const { cookie } = await overridden({ module: 'remote-items', url: 'https://localhost:8443/mf-manifest.json' });
    const policy = (await t.app.inject({ method: 'GET', url: '/items', headers: { cookie } })).headers['content-security-policy'] as string;
    const directive = (name: string) =>
      policy
        .split('; ')
        .find((part) => part.startsWith(`${name} `))!
        .split(' ');
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'])
      assert.ok(directive(name).includes('https://localhost:8443'), `${name} in ${policy}`);
    assert.ok(directive('connect-src').includes('wss://localhost:8443'), policy);
    assert.ok(!directive('script-src').includes('wss://localhost:8443'), policy);

    const plain = await t.app.inject({ method: 'GET', url: '/items', headers: { cookie: await newBrowser(t) } });
    const plainPolicy = plain.headers['content-security-policy'] as string;
    assert.ok(plainPolicy.includes("script-src 'self'"), plainPolicy);
    assert.doesNotMatch(plainPolicy, /localhost|127\.0\.0\.1|ws:|wss:/);
    const anonymous = await t.app.inject({ method: 'GET', url: '/login' });
    assert.doesNotMatch(anonymous.headers['content-security-policy'] as string, /localhost|ws:|wss:/);
  });

  it("is bound to its browser and its person: another fe_browser, or another user's bearer token, gets the live release", async () => {
    const { cookie, browser } = await overridden();
    const otherBrowser = await newBrowser(t);
    const moved = cookie.replace(browser, otherBrowser);
    assert.notEqual(moved, cookie);
    const live = `/remotes/items/${ids.itemsA}/mf-manifest.json`;
    const elsewhere = await configFor(t, moved);
    assert.equal(elsewhere.remotes.items, live);
    assert.equal(elsewhere.override, undefined);
    const someoneElse = await createUser(t.app);
    const theirs = await configFor(t, cookie, someoneElse.headers);
    assert.equal(theirs.remotes.items, live);
    assert.equal(theirs.override, undefined);
    // Neither ended it: its own browser still gets it.
    assert.equal((await configFor(t, cookie)).remotes.items, DEV_URL);
  });

  it('a release override loads that stored release in that browser only, its files included', async () => {
    const { cookie, id } = await overridden({ module: 'remote-items', release_id: ids.itemsB });
    const config = await configFor(t, cookie);
    assert.equal(config.remotes.items, `/remotes/items/${ids.itemsB}/mf-manifest.json`);
    assert.deepEqual(config.releases.items, { id: ids.itemsB, builtAt: config.releases.items.builtAt, via: 'override' });
    assert.equal(config.override.releaseId, ids.itemsB);
    assert.equal(config.override.url, null);
    const file = `/remotes/items/${ids.itemsB}/mf-manifest.json`;
    assert.equal((await t.app.inject({ method: 'GET', url: file, headers: { cookie } })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: file, headers: { cookie: await newBrowser(t) } })).statusCode, 404);
    const policy = (await t.app.inject({ method: 'GET', url: '/items', headers: { cookie } })).headers['content-security-policy'] as string;
    assert.doesNotMatch(policy, /localhost|ws:/);
    assert.equal((await overrideRow(t, id)).ended_at, null);
  });

  it('GET current answers it to its person in its browser; DELETE current ends it, clears the cookie and is audited', async () => {
    const { cookie, id, user } = await overridden();
    const current = await t.app.inject({ method: 'GET', url: `${OVERRIDES}/current`, headers: { ...user.headers, cookie } });
    assert.equal(current.statusCode, 200, current.body);
    assert.deepEqual([json(current).id, json(current).url], [id, DEV_URL]);
    const other = await createUser(t.app, { roles: ['developer'] });
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `${OVERRIDES}/current`, headers: { ...other.headers, cookie } })).statusCode,
      404,
    );

    const ended = await t.app.inject({ method: 'DELETE', url: `${OVERRIDES}/current?reason=signed-out`, headers: { cookie } });
    assert.equal(ended.statusCode, 204);
    assert.deepEqual(setCookies(ended)[OVERRIDE_COOKIE], ['', 'Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    const row = await overrideRow(t, id);
    assert.equal(row.end_reason, 'signed-out');
    assert.equal(
      (await t.app.inject({ method: 'GET', url: `${OVERRIDES}/current`, headers: { ...user.headers, cookie } })).statusCode,
      404,
    );
    assert.equal((await configFor(t, cookie)).override, undefined);
    // Again, or without any override: still 204.
    assert.equal((await t.app.inject({ method: 'DELETE', url: `${OVERRIDES}/current`, headers: { cookie } })).statusCode, 204);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `${OVERRIDES}/current` })).statusCode, 204);
    assert.deepEqual(
      (await overrideAudit(t, id)).map((entry) => [entry.kind, entry.actor, entry.summary.reason]),
      [
        ['override.start', user.email, undefined],
        ['override.end', user.email, 'signed-out'],
      ],
    );
  });

  it('ends when it expires (the clock passes expires_at): the live release from then on, audited as expired', async () => {
    const { cookie, id } = await overridden();
    const row = await overrideRow(t, id);
    assert.equal(Date.parse(row.expires_at) - Date.parse(row.started_at), 3 * 3600_000);
    // Moving the clock past the end: the row's end is put in the past.
    await t.app.db
      .updateTable('frontend_overrides')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    assert.equal((await configFor(t, cookie)).remotes.items, `/remotes/items/${ids.itemsA}/mf-manifest.json`);
    assert.equal((await overrideRow(t, id)).end_reason, 'expired');
    assert.deepEqual((await overrideAudit(t, id)).map((entry) => [entry.kind, entry.summary.reason]).at(-1), ['override.end', 'expired']);
  });

  it('ends when its person loses releases.develop, and is audited so', async () => {
    const { cookie, id, user } = await overridden();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: await adminHeaders(t.app),
      payload: { roles: ['viewer'] },
    });
    assert.equal(patched.statusCode, 200, patched.body);
    const page = await t.app.inject({ method: 'GET', url: '/items', headers: { cookie } });
    assert.equal(pageData(page.body).config.override, undefined);
    assert.equal((await overrideRow(t, id)).end_reason, 'permission');
    assert.deepEqual((await overrideAudit(t, id)).map((entry) => [entry.kind, entry.actor, entry.summary.reason]).at(-1), [
      'override.end',
      user.email,
      'permission',
    ]);
    // Getting the role back does not bring an ended override back.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: await adminHeaders(t.app),
      payload: { roles: ['developer'] },
    });
    assert.equal((await configFor(t, cookie)).override, undefined);
  });

  it('ends when its person changes their password after starting it', async () => {
    const { cookie, id, user } = await overridden();
    // Token times have whole seconds: the change must come in a later second than the token.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await changeOwnPassword(t.app, user, 'another-password-5678');
    assert.equal((await configFor(t, cookie)).override, undefined);
    assert.equal((await overrideRow(t, id)).end_reason, 'password');
  });

  it("counts no load report from the overridden browser; the same browser's reports count once it has ended", async () => {
    const { cookie } = await overridden();
    const report = [ok('remote-account', ids.accountA!)];
    const dropped = await sendReports(t.app, report, cookie);
    assert.equal(dropped.statusCode, 202);
    assert.equal(json(dropped).counted, 0);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `${OVERRIDES}/current`, headers: { cookie } })).statusCode, 204);
    const counted = await sendReports(t.app, report, cookie);
    assert.equal(json(counted).counted, 1);
  });
});
