import { randomPKCECodeVerifier, randomNonce, randomState } from 'openid-client';
import { readCookie, sign, verify } from '../rollouts/browser-cookies.js';

/**
 * The cookie that carries one sign-in at the provider from its start to its callback: the state,
 * the nonce and the PKCE verifier, signed by the server for this purpose alone and good for ten
 * minutes. It lives in the browser, so any instance can finish a sign-in another one started. It is
 * sent only to the sign-in's own paths, never read by scripts (HttpOnly), and comes back on the
 * provider's top-level redirect (SameSite=Lax).
 */
export const FLOW_COOKIE = 'sso_flow';
export const FLOW_TTL_MS = 10 * 60_000;
const FLOW_PATH = '/api/v1/login/oidc';
/** A random value of openid-client (43 base64url characters), bounded for what a cookie may carry. */
const RANDOM = /^[A-Za-z0-9_-]{16,128}$/;

export interface SignInFlow {
  state: string;
  nonce: string;
  verifier: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export function newFlow(now = Date.now()): SignInFlow {
  return { state: randomState(), nonce: randomNonce(), verifier: randomPKCECodeVerifier(), expiresAt: now + FLOW_TTL_MS };
}

const attributes = (maxAge: number, secure: boolean) =>
  `Path=${FLOW_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export function flowCookie(secret: string, flow: SignInFlow, secure: boolean): string {
  const value = Buffer.from(JSON.stringify([flow.state, flow.nonce, flow.verifier, flow.expiresAt])).toString('base64url');
  return `${FLOW_COOKIE}=${encodeURIComponent(sign(secret, FLOW_COOKIE, value))}; ${attributes(FLOW_TTL_MS / 1000, secure)}`;
}

export const clearedFlowCookie = (secure: boolean) => `${FLOW_COOKIE}=; ${attributes(0, secure)}`;

/** The flow the request's cookie carries, or null: none, not signed here, malformed or expired. */
export function flowFrom(cookieHeader: string | undefined, secret: string, now = Date.now()): SignInFlow | null {
  const value = verify(secret, FLOW_COOKIE, readCookie(cookieHeader, FLOW_COOKIE));
  if (!value) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return null;
  const [state, nonce, verifier, expiresAt] = parsed as unknown[];
  const random = (text: unknown): text is string => typeof text === 'string' && RANDOM.test(text);
  if (!random(state) || !random(nonce) || !random(verifier) || typeof expiresAt !== 'number' || expiresAt <= now) return null;
  return { state, nonce, verifier, expiresAt };
}
