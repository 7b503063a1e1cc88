import { readCookie, sign, verify } from '../rollouts/browser-cookies.js';

/**
 * The cookie that names a browser's development override: the row's id, signed by the server for
 * this purpose alone (no other signed cookie can stand for it). It only points at the row; whether
 * the override is in force is the row's to say, at every use.
 */
export const OVERRIDE_COOKIE = 'fe_dev';

const ROW_ID = /^[0-9a-f-]{36}$/;

/** The row id the request's signed override cookie names, or null (none, not signed here, malformed). */
export function overrideIdFrom(cookieHeader: string | undefined, secret: string): string | null {
  const id = verify(secret, OVERRIDE_COOKIE, readCookie(cookieHeader, OVERRIDE_COOKIE));
  return id && ROW_ID.test(id) ? id : null;
}

/** The cookie pointing the browser at its override until it expires (it counts only while the row does). */
export function overrideCookie(secret: string, id: string, expiresAt: number, now: number, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt - now) / 1000));
  const value = encodeURIComponent(sign(secret, OVERRIDE_COOKIE, id));
  return `${OVERRIDE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const clearedOverrideCookie = (secure: boolean) =>
  `${OVERRIDE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
