import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The server-side secrets of two-step sign-in, each with a key of its own derived from SECRET_KEY:
 * - a TOTP secret is stored encrypted (AES-256-GCM), so a copy of the database alone cannot mint codes;
 * - a recovery code is stored as a keyed hash (HMAC-SHA-256): the codes are random and long, so a
 *   slow password hash would add nothing but time to each of ten comparisons.
 */
export class TwoFactorSecrets {
  readonly #encryptionKey: Buffer;
  readonly #hashKey: Buffer;

  constructor(secretKey: string) {
    this.#encryptionKey = derive(secretKey, 'two-factor totp secret');
    this.#hashKey = derive(secretKey, 'two-factor recovery code');
  }

  /** `iv.ciphertext.tag`, base64url each. */
  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#encryptionKey, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
  }

  decrypt(stored: string): string {
    const [iv, body, tag] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !body || !tag) throw new Error('malformed two-factor secret');
    const decipher = createDecipheriv('aes-256-gcm', this.#encryptionKey, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }

  /** The stored form of a recovery code, whatever its case, spaces or dashes. */
  hashRecoveryCode(code: string): string {
    return createHmac('sha256', this.#hashKey).update(normalizeRecoveryCode(code)).digest('base64url');
  }
}

const derive = (secretKey: string, purpose: string) => createHash('sha256').update(`${purpose}\0${secretKey}`).digest();

/** Lower case, without the spaces and dashes a person may type or copy with it. */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

// No 0/o, 1/l/i: a code read off paper is typed right.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten fresh codes like `k7m2p-x9qhr` (10 characters of 31: about 50 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
