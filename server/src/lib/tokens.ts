import { createHash, timingSafeEqual, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

// Access and reset tokens share one key, so each carries its purpose: a reset token (whose
// subject is an e-mail) must never pass as an access token, nor the other way round.
type TokenPurpose = 'access' | 'password_reset';

export interface ResetTokenClaims {
  email: string;
  /** `passwordFingerprint` of the password hash the token was issued against. */
  passwordFingerprint: string;
}

/**
 * A short digest of a stored password hash. A reset token carries it and is honoured only while
 * the hash is unchanged, so any password change (the reset itself included: single use) retires
 * every token issued before it, whatever the clocks say. Argon2 salts each hash, so setting the
 * same password again still changes it. A digest, not the hash, goes into the readable token.
 */
export function passwordFingerprint(hashedPassword: string): string {
  return createHash('sha256').update(hashedPassword).digest('base64url').slice(0, 22);
}

/** Whether a token's fingerprint matches the stored hash, compared in constant time. */
export function matchesPassword(fingerprint: string, hashedPassword: string): boolean {
  const expected = Buffer.from(passwordFingerprint(hashedPassword));
  const given = Buffer.from(fingerprint);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How many access tokens whose signature was checked are remembered (the least recently used go first). */
const VERIFIED_CACHE_SIZE = 1000;

/** What is remembered of a checked access token: its subject and the claims that can still expire. */
interface VerifiedClaims {
  sub: string;
  sid: string | undefined;
  iat: number;
  exp: number | undefined;
  nbf: number | undefined;
}

/** What a valid access token says: whose it is and when it was issued (JWT `iat`, in seconds). */
export interface AccessClaims {
  userId: string;
  issuedAt: number;
  /**
   * The session the token was issued for (claim `sid`), whose row decides whether it is still
   * live. Undefined for a token issued before sessions were recorded: it stays valid until it expires.
   */
  sessionId?: string;
}

/** The claims as answered: a token without a session has no sessionId at all. */
const accessClaims = (userId: string, issuedAt: number, sessionId: string | undefined): AccessClaims =>
  sessionId === undefined ? { userId, issuedAt } : { userId, issuedAt, sessionId };

/**
 * A token issued before the password's last change or reset is refused. `iat` has second
 * precision, so the comparison is by whole seconds: a token issued in the same second as the
 * change stays valid, one issued in an earlier second does not.
 */
export function issuedBeforePasswordChange(issuedAt: number, passwordChangedAt: string): boolean {
  return issuedAt < Math.floor(new Date(passwordChangedAt).getTime() / 1000);
}

export class TokenService {
  /** Imported once: jose would import raw key bytes again on every signature it checks. */
  readonly #key: Promise<webcrypto.CryptoKey>;
  /** No ttl: each use checks the time claims again by jose's whole-second rules, nbf included. */
  readonly #verified = new LRUCache<string, VerifiedClaims>({ max: VERIFIED_CACHE_SIZE });

  constructor(
    secretKey: string,
    private readonly accessTokenMinutes: number,
    private readonly resetTokenHours: number,
  ) {
    this.#key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secretKey), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  /** `nowMs` is this server's clock; another instance's may differ a little (see #sign). */
  createAccessToken(userId: string, nowMs = Date.now(), sessionId?: string): Promise<string> {
    return this.#sign({ type: 'access', ...(sessionId ? { sid: sessionId } : {}) }, userId, nowMs, this.accessTokenLifetimeMs / 1000);
  }

  /** How long an access token is valid: a session older than this can no longer be used. */
  get accessTokenLifetimeMs(): number {
    return this.accessTokenMinutes * 60_000;
  }

  /**
   * The claims of a valid access token, or null for anything else. Every request carries one,
   * so a token whose signature has been checked is remembered (a bounded cache): later uses only
   * check its time claims again, exactly as the first check did. Whether the token predates a
   * password change is the caller's check (issuedBeforePasswordChange): it needs the user's row.
   */
  async verifyAccessToken(token: string): Promise<AccessClaims | null> {
    const known = this.#verified.get(token);
    if (known) return isCurrent(known, Date.now()) ? accessClaims(known.sub, known.iat, known.sid) : null;
    const payload = await this.#verify(token, 'access');
    if (!payload || typeof payload.iat !== 'number') return null;
    if (payload.sid !== undefined && typeof payload.sid !== 'string') return null;
    const sid = payload.sid;
    this.#verified.set(token, { sub: payload.sub, sid, iat: payload.iat, exp: payload.exp, nbf: payload.nbf });
    return accessClaims(payload.sub, payload.iat, sid);
  }

  /** `hashedPassword` is the user's stored hash now; see passwordFingerprint. */
  createPasswordResetToken(email: string, hashedPassword: string, nowMs = Date.now()): Promise<string> {
    const claims = { type: 'password_reset' as const, pwd: passwordFingerprint(hashedPassword) };
    return this.#sign(claims, email, nowMs, this.resetTokenHours * 3600);
  }

  async verifyPasswordResetToken(token: string): Promise<ResetTokenClaims | null> {
    const payload = await this.#verify(token, 'password_reset');
    if (!payload || typeof payload.pwd !== 'string') return null;
    return { email: payload.sub, passwordFingerprint: payload.pwd };
  }

  async #sign(
    claims: { type: TokenPurpose; pwd?: string; sid?: string },
    subject: string,
    nowMs: number,
    lifetimeSeconds: number,
  ): Promise<string> {
    const now = Math.floor(nowMs / 1000);
    return (
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(subject)
        // No "not before" claim: it would equal iat and only add a failure, a token refused by an
        // instance (or a moment, after the clock is stepped back) whose clock is a second behind.
        .setIssuedAt(now)
        .setExpirationTime(now + lifetimeSeconds)
        .sign(await this.#key)
    );
  }

  async #verify(
    token: string,
    purpose: TokenPurpose,
  ): Promise<{ sub: string; pwd?: unknown; sid?: unknown; iat?: number; exp?: number; nbf?: number } | null> {
    try {
      const { payload } = await jwtVerify(token, await this.#key, { algorithms: ['HS256'] });
      if (payload.type !== purpose || typeof payload.sub !== 'string') return null;
      return { sub: payload.sub, pwd: payload.pwd, sid: payload.sid, iat: payload.iat, exp: payload.exp, nbf: payload.nbf };
    } catch {
      return null;
    }
  }
}

/** jose's time checks (no clock tolerance): not before nbf, and before exp. */
function isCurrent(claims: { exp: number | undefined; nbf: number | undefined }, nowMs: number): boolean {
  const now = Math.floor(nowMs / 1000);
  return (claims.exp === undefined || now < claims.exp) && (claims.nbf === undefined || claims.nbf <= now);
}
