import { createHash } from 'node:crypto';
import { readCookie, sign, verify } from '../rollouts/browser-cookies.js';
import { SIGN_IN_CODE_TTL_MS } from './oidc.repository.js';

/**
 * Binds a finished sign-in's one-time code to the browser that finished it. The code travels in the
 * login page's address, where a shared screen, a proxy log or a browser extension may see it; the
 * exchange also needs this cookie, which only that browser holds: HttpOnly, sent only to the
 * exchange, only by the product's own pages (SameSite=Strict), for the code's lifetime. The cookie
 * carries a signed digest of the code, never the code itself.
 */
export const CODE_COOKIE = 'sso_code';
const CODE_PATH = '/api/v1/login/oidc/token';

const digest = (code: string) => createHash('sha256').update(code).digest('base64url');
const attributes = (maxAge: number, secure: boolean) =>
  `Path=${CODE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

export function codeCookie(secret: string, code: string, secure: boolean): string {
  return `${CODE_COOKIE}=${encodeURIComponent(sign(secret, CODE_COOKIE, digest(code)))}; ${attributes(SIGN_IN_CODE_TTL_MS / 1000, secure)}`;
}

export const clearedCodeCookie = (secure: boolean) => `${CODE_COOKIE}=; ${attributes(0, secure)}`;

/** Whether the request's cookie was set for this code by this server. */
export function codeBoundHere(cookieHeader: string | undefined, secret: string, code: string): boolean {
  return verify(secret, CODE_COOKIE, readCookie(cookieHeader, CODE_COOKIE)) === digest(code);
}
