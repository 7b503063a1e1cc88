import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** What a ticket is for: adding a passkey (for one person) or signing in with one (anyone). */
export type CeremonyPurpose = 'passkey_registration' | 'passkey_sign_in';

/** How long a ceremony may take, from its options to its answer. */
export const TICKET_LIFETIME_MS = 5 * 60_000;

export interface CeremonyTicket {
  /** The ticket's own id: recorded once used, so it serves once. */
  id: string;
  challenge: string;
  /** The person adding a passkey; null for a sign-in. */
  userId: string | null;
  /** When it expires, as stored (ISO). */
  expiresAt: string;
}

/**
 * A ceremony's challenge travels in a signed, short-lived ticket the browser hands back, so any
 * instance can check the answer without keeping state between the two calls. The key is derived
 * from the server's secret for this use only: a ticket never passes as an access or reset token,
 * nor one purpose's ticket as the other's.
 */
export function createCeremonyTickets(secretKey: string) {
  const key = createHash('sha256').update(`passkey-ceremony-ticket\0${secretKey}`).digest();

  return {
    /** A ticket carrying the ceremony's challenge (as the options send it, base64url). */
    issue(purpose: CeremonyPurpose, userId: string | null, challenge: string, nowMs = Date.now()): Promise<string> {
      return new SignJWT({ typ: purpose, chal: challenge, ...(userId ? { uid: userId } : {}) })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt(Math.floor(nowMs / 1000))
        .setExpirationTime(Math.floor((nowMs + TICKET_LIFETIME_MS) / 1000))
        .sign(key);
    },

    /** The ticket's contents when it is genuine, unexpired and for `purpose`; null otherwise. */
    async read(ticket: string, purpose: CeremonyPurpose): Promise<CeremonyTicket | null> {
      try {
        const { payload } = await jwtVerify(ticket, key, { algorithms: ['HS256'] });
        if (payload.typ !== purpose || typeof payload.chal !== 'string' || typeof payload.jti !== 'string') return null;
        if (typeof payload.exp !== 'number') return null;
        const userId = typeof payload.uid === 'string' ? payload.uid : null;
        if (purpose === 'passkey_registration' && userId === null) return null;
        return { id: payload.jti, challenge: payload.chal, userId, expiresAt: new Date(payload.exp * 1000).toISOString() };
      } catch {
        return null;
      }
    },
  };
}

export type CeremonyTickets = ReturnType<typeof createCeremonyTickets>;
