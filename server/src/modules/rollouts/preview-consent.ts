import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { readCookie } from './browser-cookies.js';

/**
 * A preview link opens a page that asks the person first; only its button (a POST) sets the
 * preview cookie. The POST must come from that page, in the browser that was shown it (double
 * submit): the page sets a random nonce in a short-lived SameSite=Strict cookie, which another
 * site cannot send nor read, and its form holds a proof signed with the server's secret and bound
 * to the link and that nonce. An Origin (or Referer) header, when the browser sends one, must be
 * this site's.
 */
export const CONSENT_COOKIE = 'fe_preview_consent';

/** Long enough to read the page and decide; the page is asked again after that. */
const CONSENT_MAX_AGE_SECONDS = 10 * 60;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

export const newConsentNonce = (): string => randomBytes(16).toString('base64url');

/** The form's proof for this link and nonce. */
export function consentProof(secret: string, token: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${CONSENT_COOKIE}\n${token}\n${nonce}`).digest('base64url');
}

export function consentCookie(nonce: string, secure: boolean): string {
  return `${CONSENT_COOKIE}=${nonce}; Path=/preview; Max-Age=${CONSENT_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export const clearedConsentCookie = (secure: boolean) =>
  `${CONSENT_COOKIE}=; Path=/preview; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** Whether the form's proof matches this link and the nonce cookie the browser sent. */
export function consentGiven(secret: string, token: string, cookieHeader: string | undefined, proof: unknown): boolean {
  const nonce = readCookie(cookieHeader, CONSENT_COOKIE);
  if (!nonce || !NONCE.test(nonce) || typeof proof !== 'string') return false;
  const given = Buffer.from(proof);
  const expected = Buffer.from(consentProof(secret, token, nonce));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether the request's Origin (or, without one, its Referer) is this site: the address it was
 * asked at, or FRONTEND_HOST. A request with neither header is left to the double submit.
 */
export function fromThisSite(request: FastifyRequest, frontendHost: string): boolean {
  const { origin, referer } = request.headers;
  if (origin === undefined && referer === undefined) return true;
  const claimed = origin !== undefined ? originOf(origin) : originOf(referer);
  if (claimed === null) return false;
  return claimed === originOf(`${request.protocol}://${request.host}`) || claimed === originOf(frontendHost);
}
