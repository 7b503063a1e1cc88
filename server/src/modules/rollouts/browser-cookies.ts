import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The two cookies that decide which release of a remote a browser loads, both signed by the
 * server so a browser cannot pick its own:
 * - the assignment: a random browser id given once and kept for good, from which every rollout's
 *   side is derived (the same id always lands on the same side);
 * - the preview: one module pinned to one stored release until a time, by the preview link of a
 *   stored row (which must still be there, unexpired and not ended, for the pin to count).
 */
export const ASSIGNMENT_COOKIE = 'fe_browser';
export const PREVIEW_COOKIE = 'fe_preview';

/** Long enough to outlive any rollout; browsers cap a cookie's life at 400 days. */
const ASSIGNMENT_MAX_AGE_SECONDS = 400 * 24 * 3600;
const BROWSER_ID = /^[A-Za-z0-9_-]{22}$/;

export interface PreviewPin {
  module: string;
  releaseId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** The preview link's row (frontend_previews.id). */
  id: string;
}

/** `value.signature`, the signature bound to what the value is for, so one cookie cannot stand for another. */
export function sign(secret: string, purpose: string, value: string): string {
  return `${value}.${signatureOf(secret, purpose, value)}`;
}

/** The value of a signed string, or null when it was not signed here for this purpose. */
export function verify(secret: string, purpose: string, signed: string | undefined | null): string | null {
  if (!signed) return null;
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(signatureOf(secret, purpose, value));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

function signatureOf(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('base64url');
}

/** One cookie's value from a Cookie header (the first of that name), or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export const newBrowserId = (): string => randomBytes(16).toString('base64url');

/** The browser id its signed assignment cookie carries, or null (none, or not signed here). */
export function browserIdFrom(cookieHeader: string | undefined, secret: string): string | null {
  const id = verify(secret, ASSIGNMENT_COOKIE, readCookie(cookieHeader, ASSIGNMENT_COOKIE));
  return id && BROWSER_ID.test(id) ? id : null;
}

export function assignmentCookie(secret: string, browserId: string, secure: boolean): string {
  const value = encodeURIComponent(sign(secret, ASSIGNMENT_COOKIE, browserId));
  return `${ASSIGNMENT_COOKIE}=${value}; Path=/; Max-Age=${ASSIGNMENT_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The token a preview link carries and the preview cookie holds. */
export function previewToken(secret: string, pin: PreviewPin): string {
  const value = Buffer.from(JSON.stringify([pin.module, pin.releaseId, pin.expiresAt, pin.id])).toString('base64url');
  return sign(secret, PREVIEW_COOKIE, value);
}

/**
 * The pin a token stands for, expired or not, or null when it was not signed here or is
 * malformed (a token without its row's id, from before links could be ended, among them).
 */
export function decodePreviewToken(secret: string, token: string | null | undefined): PreviewPin | null {
  const value = verify(secret, PREVIEW_COOKIE, token);
  if (!value) return null;
  try {
    const [module, releaseId, expiresAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    if (typeof module !== 'string' || typeof releaseId !== 'string' || typeof expiresAt !== 'number' || typeof id !== 'string') return null;
    return { module, releaseId, expiresAt, id };
  } catch {
    return null;
  }
}

/**
 * The pin a token stands for, or null when it is tampered with, malformed or expired. Whether its
 * link was ended is the database's to say (RolloutsService).
 */
export function readPreviewToken(secret: string, token: string | null | undefined, now: number): PreviewPin | null {
  const pin = decodePreviewToken(secret, token);
  return pin && pin.expiresAt > now ? pin : null;
}

export function previewCookie(token: string, expiresAt: number, now: number, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt - now) / 1000));
  return `${PREVIEW_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export const clearedPreviewCookie = (secure: boolean) =>
  `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * Whether a browser gets a rollout's release: its place in [0, 100) for this module and release,
 * from a hash of the three, is below the percentage. Raising the percentage only adds browsers;
 * another release draws anew.
 */
export function inRollout(browserId: string, module: string, releaseId: string, percent: number): boolean {
  const digest = createHash('sha256').update(`${browserId}\n${module}\n${releaseId}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100 < percent;
}
