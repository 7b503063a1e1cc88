import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';

export interface TwoFactorRow {
  secret: string | null;
  pendingSecret: string | null;
  enabledAt: string | null;
  lastStep: number;
  ticketsValidAfter: number;
}

/** A person's second factor and recovery codes (tables two_factor and two_factor_recovery_codes). */
export function createTwoFactorRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<TwoFactorRow | null> {
      const row = await db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
      return row
        ? {
            secret: row.secret,
            pendingSecret: row.pending_secret,
            enabledAt: row.enabled_at,
            lastStep: Number(row.last_step),
            ticketsValidAfter: Number(row.tickets_valid_after),
          }
        : null;
    },

    /** Keeps a new secret waiting for its first code; the confirmed one (if any) is untouched. */
    async setPending(userId: string, encryptedSecret: string): Promise<void> {
      await db
        .insertInto('two_factor')
        .values({ user_id: userId, secret: null, pending_secret: encryptedSecret, enabled_at: null })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ pending_secret: encryptedSecret }))
        .execute();
    },

    /**
     * Turns the pending secret on, with the step of the code that confirmed it, and replaces the
     * recovery codes, in one transaction. False when the pending secret changed meanwhile.
     */
    async enable(userId: string, encryptedSecret: string, step: number, codeHashes: string[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('two_factor')
          .set({ secret: encryptedSecret, pending_secret: null, enabled_at: nowIso(), last_step: step })
          .where('user_id', '=', userId)
          .where('pending_secret', '=', encryptedSecret)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
        await trx
          .insertInto('two_factor_recovery_codes')
          .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
          .execute();
        return true;
      });
    },

    /** Records `step` as used; false when it (or a later one) already was: a code counts once. */
    async useStep(userId: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('two_factor')
        .set({ last_step: step })
        .where('user_id', '=', userId)
        .where('last_step', '<', step)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes one unused recovery code; false when there was none such (wrong, or used already). */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const result = await db
        .deleteFrom('two_factor_recovery_codes')
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
        await trx
          .insertInto('two_factor_recovery_codes')
          .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })))
          .execute();
      });
    },

    async countRecoveryCodes(userId: string): Promise<number> {
      const row = await db
        .selectFrom('two_factor_recovery_codes')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Retires the tickets issued up to `issuedAtMs` (the one being used included); false when that
     * ticket was already retired, by its own earlier use or a later ticket's.
     */
    async retireTicketsUpTo(userId: string, issuedAtMs: number): Promise<boolean> {
      const result = await db
        .updateTable('two_factor')
        .set({ tickets_valid_after: issuedAtMs })
        .where('user_id', '=', userId)
        .where('tickets_valid_after', '<', issuedAtMs)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Turns the second factor off: the secret and the recovery codes go. */
    async remove(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
        await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
      });
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
