import { readAnswer } from '../http/api-client';
import { getAccessToken } from './token-store';

/** The call the page's boot script made for the signed-in user (shared-ui/build/index.html). */
interface EarlyCall {
  url: string;
  token: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __earlyCurrentUser?: EarlyCall;
  }
}

/** The path both the boot script and the app ask the signed-in user from. */
export const CURRENT_USER_PATH = '/api/v1/users/me';

/**
 * The answer the page asked for while the app's code downloaded, once, and only for the token it
 * was asked with (a sign-in or sign-out since makes it someone else's answer); null otherwise.
 */
export function takeEarlyCurrentUser<T>(): Promise<T> | null {
  const early = window.__earlyCurrentUser;
  delete window.__earlyCurrentUser;
  if (!early || early.token !== getAccessToken()) return null;
  return early.response.then((response) => readAnswer<T>(early.url, response));
}
