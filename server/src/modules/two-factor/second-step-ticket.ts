import { createHash, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { passwordFingerprint } from '../../lib/tokens.js';

/** How long a ticket for the second step lasts after the password was right. */
export const TICKET_LIFETIME_SECONDS = 5 * 60;

export interface TicketClaims {
  userId: string;
  /** passwordFingerprint of the password hash checked: a changed password retires the ticket. */
  passwordFingerprint: string;
  /** When the ticket was issued, epoch milliseconds (a success retires every ticket issued before it). */
  issuedAtMs: number;
}

/**
 * The signed, short-lived proof that a person's password was right, which the second step trades
 * with a code for a token. It is signed with a key of its own (derived from SECRET_KEY), so it can
 * never pass as an access token nor the other way round. Nothing is kept in memory: any instance
 * checks it.
 */
export class SecondStepTickets {
  readonly #key: Uint8Array;

  constructor(secretKey: string) {
    this.#key = createHash('sha256').update(`second-factor ticket\0${secretKey}`).digest();
  }

  issue(userId: string, hashedPassword: string, nowMs = Date.now()): Promise<string> {
    const now = Math.floor(nowMs / 1000);
    return new SignJWT({ type: 'second_factor', pwd: passwordFingerprint(hashedPassword), iat_ms: nowMs })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + TICKET_LIFETIME_SECONDS)
      .sign(this.#key);
  }

  /** The claims of a valid, unexpired ticket; null for anything else. */
  async verify(ticket: string): Promise<TicketClaims | null> {
    try {
      const { payload } = await jwtVerify(ticket, this.#key, { algorithms: ['HS256'] });
      const { type, sub, pwd, iat_ms: issuedAtMs } = payload;
      if (type !== 'second_factor' || typeof sub !== 'string' || typeof pwd !== 'string' || typeof issuedAtMs !== 'number') return null;
      return { userId: sub, passwordFingerprint: pwd, issuedAtMs };
    } catch {
      return null;
    }
  }
}
