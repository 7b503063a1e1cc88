import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminHeaders, assertRefused, assertValidationError, createUser, json, type CreatedUser } from '../../helpers/api.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';
import { OVERRIDE_COOKIE } from '../../../src/modules/frontend-overrides/override-cookie.js';
import { setCookies } from '../rollouts/preview-consent-flow.js';
import { DEV_URL, newBrowser, overrideAudit, overrideRow, publishProduct, startOverride } from './override-helpers.js';

describe('development overrides: who may start one, and what may be loaded', () => {
  let t: TestApp;
  let ids: Record<string, string>;
  let developer: CreatedUser;
  let browser: string;

  before(async () => {
    t = await buildTestApp({ DEV_OVERRIDE_ORIGINS: 'https://dev.example.com:8443, http://10.0.0.5:3002', DEV_OVERRIDE_TTL_HOURS: '2' });
    ids = await publishProduct(t);
    developer = await createUser(t.app, { roles: ['developer'] });
    browser = await newBrowser(t);
  });
  after(() => t.close());

  it('a viewer is refused (403); a developer, a release manager and a superuser may start one', async () => {
    const viewer = await createUser(t.app, { roles: ['viewer'] });
    assertRefused(await startOverride(t, viewer.headers, browser, { module: 'remote-items', url: DEV_URL }), 'releases.develop');
    const manager = await createUser(t.app, { roles: ['release_manager'] });
    for (const headers of [developer.headers, manager.headers, await adminHeaders(t.app)]) {
      const started = await startOverride(t, headers, await newBrowser(t), { module: 'remote-items', url: DEV_URL });
      assert.equal(started.statusCode, 201, started.body);
    }
  });

  it('answers the override and sets the signed, HttpOnly, SameSite=Lax fe_dev cookie until it expires; the start is audited', async () => {
    const before = Date.now();
    const started = await startOverride(t, developer.headers, browser, { module: 'remote-items', url: DEV_URL });
    assert.equal(started.statusCode, 201, started.body);
    const body = json(started);
    assert.deepEqual(Object.keys(body).sort(), ['expires_at', 'id', 'module', 'origin', 'release_id', 'started_at', 'url']);
    assert.deepEqual([body.module, body.url, body.origin, body.release_id], ['remote-items', DEV_URL, 'http://localhost:3002', null]);
    const ttl = Date.parse(body.expires_at) - Date.parse(body.started_at);
    assert.equal(ttl, 2 * 3600_000);
    assert.ok(Math.abs(Date.parse(body.started_at) - before) < 5000);
    const [value, attributes] = setCookies(started)[OVERRIDE_COOKIE]!;
    assert.match(decodeURIComponent(value), new RegExp(`^${body.id}\\.[A-Za-z0-9_-]+$`));
    assert.match(attributes, /^Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(attributes)![1]);
    assert.ok(maxAge > 2 * 3600 - 10 && maxAge <= 2 * 3600, attributes);

    const row = await overrideRow(t, body.id);
    assert.equal(row.user_id, developer.id);
    assert.equal(Number(row.token_issued_at) > 0, true);
    assert.equal(row.ended_at, null);
    assert.deepEqual(await overrideAudit(t, body.id), [
      {
        kind: 'override.start',
        actor: developer.email,
        target: 'module:remote-items',
        summary: { id: body.id, module: 'remote-items', url: DEV_URL, expires_at: body.expires_at },
      },
    ]);
  });

  it('loopback origins on any port and the allowed origins may be loaded', async () => {
    for (const url of [
      'http://127.0.0.1:5173/remote/mf-manifest.json',
      'http://[::1]:3002/mf-manifest.json',
      'https://localhost/mf-manifest.json',
      'https://dev.example.com:8443/items/mf-manifest.json',
      'http://10.0.0.5:3002/mf-manifest.json',
    ]) {
      const started = await startOverride(t, developer.headers, browser, { module: 'remote-items', url });
      assert.equal(started.statusCode, 201, `${url}: ${started.body}`);
      assert.equal(json(started).origin, new URL(url).origin);
    }
  });

  it('422 naming url for another origin, another scheme, credentials or a path that is not a manifest', async () => {
    for (const url of [
      'https://evil.example.com/mf-manifest.json',
      'https://dev.example.com/mf-manifest.json', // the allowed origin is on port 8443
      'http://localhost.evil.example.com/mf-manifest.json',
      'ftp://localhost/mf-manifest.json',
      'javascript:alert(1)//.json',
      'http://user:secret@localhost:3002/mf-manifest.json',
      'http://localhost:3002/remoteEntry.js',
      'not a url',
    ]) {
      assertValidationError(await startOverride(t, developer.headers, browser, { module: 'remote-items', url }), ['body', 'url']);
    }
    assertValidationError(
      await startOverride(t, developer.headers, browser, { module: 'remote-items', url: DEV_URL, release_id: ids.itemsB }),
      ['body', 'release_id'],
    );
    assertValidationError(await startOverride(t, developer.headers, browser, { module: 'remote-items' }), ['body', 'url']);
  });

  it('the shell cannot be overridden (422); an unknown module is 404; a release the module does not have is 404', async () => {
    assertValidationError(await startOverride(t, developer.headers, browser, { module: 'shell', url: DEV_URL }), ['body', 'module']);
    const unknown = await startOverride(t, developer.headers, browser, { module: 'remote-nothing', url: DEV_URL });
    assert.equal(unknown.statusCode, 404, unknown.body);
    const noRelease = await startOverride(t, developer.headers, browser, { module: 'remote-items', release_id: '9.9.9-none' });
    assert.equal(noRelease.statusCode, 404, noRelease.body);
  });

  it('a browser without its fe_browser cookie is refused (409), saying to load a page first', async () => {
    const refused = await startOverride(t, developer.headers, null, { module: 'remote-items', url: DEV_URL });
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(json(refused).detail, /fe_browser/);
  });

  it('a new override in the same browser ends the previous one (replaced, audited)', async () => {
    const browserOfItsOwn = await newBrowser(t);
    const first = json(await startOverride(t, developer.headers, browserOfItsOwn, { module: 'remote-items', url: DEV_URL }));
    const second = await startOverride(t, developer.headers, browserOfItsOwn, { module: 'remote-items', release_id: ids.itemsB });
    assert.equal(second.statusCode, 201, second.body);
    assert.equal(json(second).release_id, ids.itemsB);
    const ended = await overrideRow(t, first.id);
    assert.equal(ended.end_reason, 'replaced');
    assert.ok(ended.ended_at);
    const audit = await overrideAudit(t, first.id);
    assert.deepEqual(
      audit.map((entry) => [entry.kind, entry.actor, entry.summary.reason]),
      [
        ['override.start', developer.email, undefined],
        ['override.end', developer.email, 'replaced'],
      ],
    );
    assert.equal((await overrideRow(t, json(second).id)).ended_at, null);
  });
});
