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
import type { BrowserIdQuota } from './browser-id-quota.js';

/** A stored release a developer's override in force loads in this browser instead of the module's live one. */
export interface OverrideRelease {
  module: string;
  release_id: string;
  version: string;
  built_at: string;
}

/**
 * What decides a browser's releases: its signed assignment id and preview pin, each null when it
 * has none valid, and the release its developer's override loads, when one is in force (checked
 * against its row by the frontend-overrides feature before it is set here).
 */
export interface BrowserState {
  browserId: string | null;
  previewPin: PreviewPin | null;
  overrideRelease?: OverrideRelease | null;
}

/** Answers that depend on the browser's cookies are never shared between browsers. */
export const PER_BROWSER_CACHE = 'private, no-cache';

/** Cookies go out with Secure when the request came over https, or the frontends are served over https. */
export const secureCookies = (request: FastifyRequest, frontendHost: string): boolean =>
  request.protocol === 'https' || frontendHost.startsWith('https:');

/**
 * The browser a page or config answer is for, as its cookies say, and the cookies the answer
 * sets: the clearing of a preview cookie that is no longer valid. Nothing is assigned here: only a
 * page load gives a browser an id (assignBrowser), so a script calling for the config cannot
 * collect ids.
 */
export function answerBrowser(
  request: FastifyRequest,
  secret: string,
  secure: boolean,
  now: number,
): { state: BrowserState; cookies: string[] } {
  const header = request.headers.cookie;
  const cookies: string[] = [];
  const previewValue = readCookie(header, PREVIEW_COOKIE);
  const previewPin = readPreviewToken(secret, previewValue, now);
  if (previewValue && !previewPin) cookies.push(clearedPreviewCookie(secure));
  return { state: { browserId: browserIdFrom(header, secret), previewPin }, cookies };
}

/**
 * As answerBrowser, for a page load: a browser without a valid assignment cookie is given a new
 * id (which decides its sides at once) when its address group's quota allows. Past the quota it
 * stays without one: it gets the live releases, and its load reports do not count.
 */
export async function assignBrowser(
  request: FastifyRequest,
  secret: string,
  secure: boolean,
  now: number,
  quota: Pick<BrowserIdQuota, 'take'>,
): Promise<{ state: BrowserState; cookies: string[] }> {
  const answer = answerBrowser(request, secret, secure, now);
  if (answer.state.browserId || !(await quota.take(request.ip))) return answer;
  const browserId = newBrowserId();
  return { state: { ...answer.state, browserId }, cookies: [assignmentCookie(secret, browserId, secure), ...answer.cookies] };
}

/** The browser a report or a call comes from, as its cookies say; nothing is assigned. */
export function browserStateOf(request: FastifyRequest, secret: string, now: number): BrowserState {
  const header = request.headers.cookie;
  return { browserId: browserIdFrom(header, secret), previewPin: readPreviewToken(secret, readCookie(header, PREVIEW_COOKIE), now) };
}
