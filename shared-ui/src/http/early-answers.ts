import { getAccessToken } from '../session/token-store';

/**
 * A call the first screen makes, which the page's boot script (shared-ui/src/boot) starts while the
 * app's code downloads: the signed-in user, and the calls the route's screen declares in its
 * build (`firstScreen.needs[...].calls` in the remote's webpack config). Only calls without a body.
 */
export interface EarlyCall {
  method: 'GET' | 'POST';
  /** The API path with its query, exactly as the screen's own call builds it. */
  path: string;
}

/** The answers the boot script asked for, by `METHOD url`, and the token it asked with. */
export interface EarlyAnswers {
  token: string;
  answers: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __earlyAnswers?: EarlyAnswers;
  }
}

/**
 * How long after the page's start an early answer may still be taken. The first screen takes its
 * answers within a second or two; one left unused (the screen opened in another order or page
 * size) must not stand in for a fresh call minutes later.
 */
export const EARLY_ANSWERS_FOR_MS = 10_000;

/** How the boot script and the client name one call: the method and the absolute URL with its query. */
export const earlyAnswerKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

/**
 * The answer the page asked for while the app's code downloaded, once, and only for the token it was
 * asked with (a sign-in or sign-out since makes it someone else's answer), within the page's first
 * seconds; null otherwise, and the app asks the server as usual.
 */
export function takeEarlyAnswer(method: string, url: string): Promise<Response> | null {
  const early = window.__earlyAnswers;
  if (!early) return null;
  if (performance.now() > EARLY_ANSWERS_FOR_MS) {
    delete window.__earlyAnswers;
    return null;
  }
  const key = earlyAnswerKey(method, url);
  const answer = early.answers[key];
  delete early.answers[key];
  return answer && early.token === getAccessToken() ? answer : null;
}

/**
 * Whether the page still holds answers it asked for early that nothing has taken: the app is
 * starting on a screen that declared its first calls, whose queries may be asked for before its
 * first render.
 */
export function hasEarlyAnswers(): boolean {
  const early = window.__earlyAnswers;
  return !!early && performance.now() <= EARLY_ANSWERS_FOR_MS && Object.values(early.answers).some(Boolean);
}
