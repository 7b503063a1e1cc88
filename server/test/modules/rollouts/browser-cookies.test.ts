import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ASSIGNMENT_COOKIE,
  PREVIEW_COOKIE,
  assignmentCookie,
  browserIdFrom,
  clearedPreviewCookie,
  inRollout,
  newBrowserId,
  previewCookie,
  previewToken,
  readCookie,
  readPreviewToken,
  sign,
  verify,
} from '../../../src/modules/rollouts/browser-cookies.js';

const SECRET = 'a secret of the deployment';
const NOW = Date.parse('2026-11-30T10:00:00.000Z');
const PIN = {
  module: 'remote-items',
  releaseId: '0.1.0-20261130-abcdef12',
  expiresAt: NOW + 60_000,
  id: '6f1c2b0e-0d5a-4c3b-9a51-2b8f7d1e4c21',
};

/** The value of a Set-Cookie header, as a browser sends it back. */
const sent = (setCookie: string) => setCookie.split(';')[0]!;

describe('browser cookies', () => {
  it('signs a value and verifies it, for the purpose it was signed for only', () => {
    const signed = sign(SECRET, ASSIGNMENT_COOKIE, 'value');
    assert.match(signed, /^value\.[A-Za-z0-9_-]{43}$/);
    assert.equal(verify(SECRET, ASSIGNMENT_COOKIE, signed), 'value');
    assert.equal(verify(SECRET, PREVIEW_COOKIE, signed), null, 'a signature for one cookie does not stand for another');
    assert.equal(verify('another secret', ASSIGNMENT_COOKIE, signed), null);
  });

  it('refuses a tampered value or signature, and malformed values', () => {
    const signed = sign(SECRET, ASSIGNMENT_COOKIE, 'value');
    assert.equal(verify(SECRET, ASSIGNMENT_COOKIE, `valuf${signed.slice(5)}`), null);
    assert.equal(verify(SECRET, ASSIGNMENT_COOKIE, `${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`), null);
    for (const malformed of [undefined, null, '', 'value', '.', '.signature', `${signed}x`, signed.slice(0, -2)])
      assert.equal(verify(SECRET, ASSIGNMENT_COOKIE, malformed), null, String(malformed));
  });

  it('reads one cookie from a Cookie header, the first of its name, null when absent or badly encoded', () => {
    assert.equal(readCookie('a=1; fe_browser=x%2Ey; b=2', ASSIGNMENT_COOKIE), 'x.y');
    assert.equal(readCookie('fe_browser=first; fe_browser=second', ASSIGNMENT_COOKIE), 'first');
    assert.equal(readCookie('xfe_browser=1', ASSIGNMENT_COOKIE), null);
    assert.equal(readCookie(undefined, ASSIGNMENT_COOKIE), null);
    assert.equal(readCookie('fe_browser=%E0%A4%A', ASSIGNMENT_COOKIE), null);
  });

  it('gives a browser a random id, in a signed, long-lived, HttpOnly cookie (Secure when asked)', () => {
    const id = newBrowserId();
    assert.match(id, /^[A-Za-z0-9_-]{22}$/);
    assert.notEqual(newBrowserId(), id);
    const cookie = assignmentCookie(SECRET, id, false);
    assert.match(cookie, /^fe_browser=[^;]+; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Lax$/);
    assert.match(assignmentCookie(SECRET, id, true), /; Secure$/);
    assert.equal(browserIdFrom(sent(cookie), SECRET), id);
    assert.equal(browserIdFrom(sent(cookie), 'another secret'), null);
    assert.equal(browserIdFrom(`fe_browser=${encodeURIComponent(sign(SECRET, ASSIGNMENT_COOKIE, 'short'))}`, SECRET), null, 'not an id');
    assert.equal(browserIdFrom(`fe_browser=${encodeURIComponent(sign(SECRET, PREVIEW_COOKIE, id))}`, SECRET), null);
    assert.equal(browserIdFrom(undefined, SECRET), null);
  });

  it('reads back the pin a preview token stands for until it expires', () => {
    const token = previewToken(SECRET, PIN);
    assert.deepEqual(readPreviewToken(SECRET, token, NOW), PIN);
    assert.equal(readPreviewToken(SECRET, token, PIN.expiresAt), null, 'expired at its time');
    assert.equal(readPreviewToken(SECRET, token, PIN.expiresAt + 1), null);
    assert.equal(readPreviewToken('another secret', token, NOW), null);
  });

  it('refuses a tampered, re-purposed or malformed preview token', () => {
    const token = previewToken(SECRET, PIN);
    const [value, signature] = token.split('.') as [string, string];
    const later = Buffer.from(JSON.stringify([PIN.module, PIN.releaseId, PIN.expiresAt + 3_600_000, PIN.id])).toString('base64url');
    assert.equal(readPreviewToken(SECRET, `${later}.${signature}`, NOW), null, 'a longer life cannot be given to it');
    assert.equal(readPreviewToken(SECRET, sign(SECRET, ASSIGNMENT_COOKIE, value), NOW), null);
    // A token without its link's id (made before links could be ended) cannot be ended: it counts no more.
    const withoutId = JSON.stringify([PIN.module, PIN.releaseId, PIN.expiresAt]);
    for (const content of [
      'not json',
      '{"module":"remote-items"}',
      '["remote-items","0.1.0",null]',
      '[1,"0.1.0",1]',
      '"text"',
      withoutId,
    ]) {
      const signed = sign(SECRET, PREVIEW_COOKIE, Buffer.from(content).toString('base64url'));
      assert.equal(readPreviewToken(SECRET, signed, NOW), null, content);
    }
    for (const malformed of [null, undefined, '', 'nonsense', `${value}.`])
      assert.equal(readPreviewToken(SECRET, malformed, NOW), null, String(malformed));
  });

  it('keeps the preview cookie as long as the pin lasts, and clears it', () => {
    const token = previewToken(SECRET, PIN);
    const cookie = previewCookie(token, PIN.expiresAt, NOW, false);
    assert.equal(cookie, `fe_preview=${encodeURIComponent(token)}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`);
    assert.match(previewCookie(token, PIN.expiresAt, PIN.expiresAt + 5000, true), /Max-Age=0; HttpOnly; SameSite=Lax; Secure$/);
    assert.equal(readPreviewToken(SECRET, readCookie(sent(cookie), PREVIEW_COOKIE), NOW)?.releaseId, PIN.releaseId);
    assert.equal(clearedPreviewCookie(false), 'fe_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    assert.match(clearedPreviewCookie(true), /; Secure$/);
  });

  it('puts a browser on a rollout by its id, module and release: the same answer every time, more browsers as the percentage rises', () => {
    const ids = Array.from({ length: 2000 }, (_, index) => `browser-${index}`);
    const on = (percent: number, releaseId = 'r1') => ids.filter((id) => inRollout(id, 'remote-items', releaseId, percent));
    assert.equal(on(0).length, 0);
    assert.equal(on(100).length, ids.length);
    const ten = on(10);
    assert.ok(Math.abs(ten.length - 200) < 60, `${ten.length} of 2000 at 10 %`);
    assert.deepEqual(on(10), ten);
    const fifty = new Set(on(50));
    assert.ok(ten.every((id) => fifty.has(id)));
    const other = new Set(on(10, 'r2'));
    assert.ok(ten.filter((id) => other.has(id)).length < ten.length / 2, 'another release draws anew');
  });
});
