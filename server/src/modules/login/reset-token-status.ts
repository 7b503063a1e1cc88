import { errors, jwtVerify, type JWTPayload } from 'jose';
import { matchesPassword } from '../../lib/tokens.js';
import type { UsersRepository } from '../users/users.repository.js';

/**
 * What a password-reset (or invitation) link's token is good for: `valid` (the form can set a
 * password), `used` (the password changed since it was issued: it was used, or replaced),
 * `expired`, or `invalid` (not one of ours, or its account is gone or inactive).
 */
export type ResetTokenState = 'valid' | 'used' | 'expired' | 'invalid';

export interface ResetTokenStatus {
  status: ResetTokenState;
  /** The account the link was for, so the page can send a new one; null when `invalid`. */
  email: string | null;
}

/** A reset token's signed claims, even once it has expired; null when the signature or purpose is wrong. */
async function signedResetClaims(token: string, key: Uint8Array): Promise<{ claims: JWTPayload; expired: boolean } | null> {
  let claims: JWTPayload;
  let expired = false;
  try {
    claims = (await jwtVerify(token, key, { algorithms: ['HS256'] })).payload;
  } catch (error) {
    // jose checks the signature before the time claims: an expired token's claims are its own.
    if (!(error instanceof errors.JWTExpired)) return null;
    claims = error.payload;
    expired = true;
  }
  if (claims.type !== 'password_reset' || typeof claims.sub !== 'string' || typeof claims.pwd !== 'string') return null;
  return { claims, expired };
}

/**
 * Reads a link's token the way POST /reset-password/ would judge it, without using it, so the
 * page can say at once that a link is spent instead of showing a form that must fail.
 */
export async function resetTokenStatus(token: string, secretKey: string, users: UsersRepository): Promise<ResetTokenStatus> {
  const signed = await signedResetClaims(token, new TextEncoder().encode(secretKey));
  if (!signed) return { status: 'invalid', email: null };
  const user = await users.findByEmail(signed.claims.sub!);
  if (!user?.is_active) return { status: 'invalid', email: null };
  if (signed.expired) return { status: 'expired', email: user.email };
  if (!matchesPassword(signed.claims.pwd as string, user.hashed_password)) return { status: 'used', email: user.email };
  return { status: 'valid', email: user.email };
}
