import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ASSIGNMENT_COOKIE, PREVIEW_COOKIE, sign } from '../../../src/modules/rollouts/browser-cookies.js';
import {
  OVERRIDE_COOKIE,
  clearedOverrideCookie,
  overrideCookie,
  overrideIdFrom,
} from '../../../src/modules/frontend-overrides/override-cookie.js';
import { checkOverrideUrl } from '../../../src/modules/frontend-overrides/override-url.js';

const SECRET = 'a-secret-for-tests-only';
const ID = '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';

describe('the override cookie and the url an override may load', () => {
  it('the cookie names its row only when signed here for this purpose', () => {
    const cookie = overrideCookie(SECRET, ID, 3_600_000, 0, false).split(';')[0]!;
    assert.equal(overrideIdFrom(cookie, SECRET), ID);
    assert.equal(overrideIdFrom(cookie, 'another-secret'), null);
    // The same id signed for the browser id or the preview does not stand for an override.
    for (const purpose of [ASSIGNMENT_COOKIE, PREVIEW_COOKIE])
      assert.equal(overrideIdFrom(`${OVERRIDE_COOKIE}=${encodeURIComponent(sign(SECRET, purpose, ID))}`, SECRET), null);
    assert.equal(overrideIdFrom(`${OVERRIDE_COOKIE}=${ID}`, SECRET), null);
  });

  it('is HttpOnly and SameSite=Lax, Secure when asked, and lives until the override expires', () => {
    assert.match(overrideCookie(SECRET, ID, 7_200_000, 0, true), /; Path=\/; Max-Age=7200; HttpOnly; SameSite=Lax; Secure$/);
    assert.match(overrideCookie(SECRET, ID, 7_200_000, 0, false), /; Max-Age=7200; HttpOnly; SameSite=Lax$/);
    assert.equal(clearedOverrideCookie(true), `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`);
  });

  it('a url is a manifest on a loopback origin or an allowed one, over http(s), without credentials', () => {
    const allowed = ['https://dev.example.com'];
    assert.deepEqual(checkOverrideUrl('http://LOCALHOST:3002/mf-manifest.json', allowed), {
      ok: true,
      url: 'http://localhost:3002/mf-manifest.json',
      origin: 'http://localhost:3002',
    });
    assert.equal(checkOverrideUrl('https://dev.example.com/a/mf-manifest.json', allowed).ok, true);
    const problem = (url: string) => {
      const checked = checkOverrideUrl(url, allowed);
      return checked.ok ? 'ok' : checked.problem;
    };
    assert.equal(problem('https://dev.example.com:8443/mf-manifest.json'), 'origin');
    assert.equal(problem('http://127.0.0.2/mf-manifest.json'), 'origin');
    assert.equal(problem('http://localhost@evil.example.com/mf-manifest.json'), 'credentials');
    assert.equal(problem('ws://localhost:3002/mf-manifest.json'), 'not-http');
    assert.equal(problem('http://localhost:3002/mf-manifest.json?x=.json'), 'ok');
    assert.equal(problem('http://localhost:3002/remoteEntry.js?m=.json'), 'not-manifest');
    assert.equal(problem('//localhost/mf-manifest.json'), 'malformed');
  });
});
