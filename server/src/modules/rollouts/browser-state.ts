import type { FastifyRequest } from 'fastify';
import {
  PREVIEW_COOKIE,
  assignmentCookie,
  browserIdFrom,
  clearedPreviewCookie,
  newBrowserId,
  readCookie,
  readPreviewToken,
  type PreviewPin,
} from './browser-cookies.js';

/** What decides a browser's releases: its signed assignment id and preview pin, each null when it has none valid. */
export interface BrowserState {
  browserId: string | null;
  previewPin: PreviewPin | null;
}

/** Answers that depend on the browser's cookies are never shared between browsers. */
export const PER_BROWSER_CACHE = 'private, no-cache';

/** Cookies go out with Secure when the request came over https, or the frontends are served over https. */
export const secureCookies = (request: FastifyRequest, frontendHost: string): boolean =>
  request.protocol === 'https' || frontendHost.startsWith('https:');

/**
 * The browser a page or config answer is for, assigned here when it has no valid assignment
 * cookie (the id just issued decides its sides at once), and the cookies the answer sets: the new
 * assignment, and the clearing of a preview cookie that is no longer valid.
 */
export function assignBrowser(
  request: FastifyRequest,
  secret: string,
  secure: boolean,
  now: number,
): { state: BrowserState; cookies: string[] } {
  const header = request.headers.cookie;
  const cookies: string[] = [];
  let browserId = browserIdFrom(header, secret);
  if (!browserId) {
    browserId = newBrowserId();
    cookies.push(assignmentCookie(secret, browserId, secure));
  }
  const previewValue = readCookie(header, PREVIEW_COOKIE);
  const previewPin = readPreviewToken(secret, previewValue, now);
  if (previewValue && !previewPin) cookies.push(clearedPreviewCookie(secure));
  return { state: { browserId, previewPin }, cookies };
}

/** The browser a report or a call comes from, as its cookies say; nothing is assigned. */
export function browserStateOf(request: FastifyRequest, secret: string, now: number): BrowserState {
  const header = request.headers.cookie;
  return { browserId: browserIdFrom(header, secret), previewPin: readPreviewToken(secret, readCookie(header, PREVIEW_COOKIE), now) };
}
