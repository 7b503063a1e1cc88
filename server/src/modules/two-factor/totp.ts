import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps.
const PERIOD_SECONDS = 30;
/** Codes of the step before and after now are accepted too (a clock a little off, a code typed slowly). */
const WINDOW_STEPS = 1;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, issuer: string, label: string): string => totpOf(secret, issuer, label).toString();

/** The time step whose code `code` is (within one step of now), or null when it is none of them. */
export function matchingStep(secret: string, code: string, nowMs = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: WINDOW_STEPS });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}
