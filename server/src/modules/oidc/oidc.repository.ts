import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { nowIso } from '../../lib/time.js';
import type { OidcDatabase } from './oidc.tables.js';

/** How long a sign-in code can be exchanged for a token. */
export const SIGN_IN_CODE_TTL_MS = 60_000;

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

export function createOidcRepository(db: Kysely<OidcDatabase>) {
  return {
    /** The person a provider's subject was remembered as, or null. */
    async userIdOf(issuer: string, subject: string): Promise<string | null> {
      const row = await db
        .selectFrom('oidc_identities')
        .select('user_id')
        .where('issuer', '=', issuer)
        .where('subject', '=', subject)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** Remembers a subject as a person; a subject remembered meanwhile (a concurrent first sign-in) keeps its person. */
    async remember(issuer: string, subject: string, userId: string): Promise<void> {
      try {
        await db.insertInto('oidc_identities').values({ issuer, subject, user_id: userId, created_at: nowIso() }).execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    },

    /** A new one-time code for `userId`; only its hash is stored. Expired codes are swept on the way. */
    async issueCode(userId: string, now = Date.now()): Promise<string> {
      await db.deleteFrom('oidc_sign_in_codes').where('expires_at', '<', new Date(now).toISOString()).execute();
      const code = randomBytes(32).toString('base64url');
      await db
        .insertInto('oidc_sign_in_codes')
        .values({ code_hash: hashOf(code), user_id: userId, expires_at: new Date(now + SIGN_IN_CODE_TTL_MS).toISOString() })
        .execute();
      return code;
    },

    /**
     * The person a code was issued for, using it up: the row is deleted by the one call that finds
     * it (of two racing, one wins), so a code works once. Null when unknown, used or expired.
     */
    async redeemCode(code: string, now = Date.now()): Promise<string | null> {
      const row = await db
        .deleteFrom('oidc_sign_in_codes')
        .where('code_hash', '=', hashOf(code))
        .returning(['user_id', 'expires_at'])
        .executeTakeFirst();
      return row && row.expires_at > new Date(now).toISOString() ? row.user_id : null;
    },
  };
}

export type OidcRepository = ReturnType<typeof createOidcRepository>;
