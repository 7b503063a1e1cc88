import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../helpers/build-test-app.js';
import { CONSENT_COOKIE } from '../../../src/modules/rollouts/preview-consent.js';

/** The cookies an answer sets, by name: [value, attributes]. */
export function setCookies(response: LightMyRequestResponse): Record<string, [string, string]> {
  const header = response.headers['set-cookie'] ?? [];
  const cookies: Record<string, [string, string]> = {};
  for (const cookie of Array.isArray(header) ? header : [header]) {
    const [pair, ...attributes] = cookie.split('; ');
    const eq = pair!.indexOf('=');
    cookies[pair!.slice(0, eq)] = [pair!.slice(eq + 1), attributes.join('; ')];
  }
  return cookies;
}

/** The path of a preview link (its token URL-encoded as the page's form posts it). */
export const linkPath = (url: string) => new URL(url).pathname;

/** What the consent page a link opens gives the browser: the form's proof and the nonce cookie. */
export async function consentPage(t: TestApp, path: string) {
  const page = await t.app.inject({ method: 'GET', url: path });
  assert.equal(page.statusCode, 200, page.body);
  const proof = /<input type="hidden" name="consent" value="([^"]+)">/.exec(page.body)?.[1];
  assert.ok(proof, page.body);
  const nonce = setCookies(page)[CONSENT_COOKIE]?.[0];
  assert.ok(nonce, 'the page sets the nonce cookie');
  return { page, proof, nonceCookie: `${CONSENT_COOKIE}=${nonce}` };
}

/** Presses the page's button: the POST a browser sends from the page, with its nonce cookie. */
export function pressLoad(t: TestApp, path: string, proof: string, cookie: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
    payload: new URLSearchParams({ consent: proof }).toString(),
  });
}

/** Opens a preview link as a person who agrees: the answer to the button's POST. */
export async function agreeToPreview(t: TestApp, url: string) {
  const path = linkPath(url);
  const { proof, nonceCookie } = await consentPage(t, path);
  return pressLoad(t, path, proof, nonceCookie, { origin: 'http://localhost' });
}
