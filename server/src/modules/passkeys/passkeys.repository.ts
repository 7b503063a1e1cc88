import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '../../lib/time.js';
import type { PasskeysDatabase, UserPasskeysTable } from './passkeys.tables.js';

export type PasskeyRow = Selectable<UserPasskeysTable>;

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
}

/** A person's passkeys, and the record of used ceremony tickets. */
export function createPasskeysRepository(db: Kysely<PasskeysDatabase>) {
  return {
    /** The new passkey's id; false when the credential is already registered (to anyone). */
    async create(passkey: NewPasskey): Promise<string | null> {
      const id = randomUUID();
      const result = await db
        .insertInto('user_passkeys')
        .values({
          id,
          user_id: passkey.userId,
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          name: passkey.name,
          created_at: nowIso(),
          last_used_at: null,
        })
        .onConflict((conflict) => conflict.column('credential_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? id : null;
    },

    /** A person's passkeys, oldest first. */
    listOf(userId: string): Promise<PasskeyRow[]> {
      return db.selectFrom('user_passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
    },

    findOf(userId: string, id: string): Promise<PasskeyRow | undefined> {
      return db.selectFrom('user_passkeys').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    },

    findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      return db.selectFrom('user_passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
    },

    /** Renames one of the person's passkeys; false when they have none with that id. */
    async rename(userId: string, id: string, name: string): Promise<boolean> {
      const result = await db
        .updateTable('user_passkeys')
        .set({ name })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Removes one of the person's passkeys; false when they have none with that id. */
    async remove(userId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('user_passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Stores a sign-in's counter and time, only over the counter it was checked against: of two
     * sign-ins racing with the same counter, one wins.
     */
    async recordUse(id: string, checkedCounter: number, newCounter: number): Promise<boolean> {
      const result = await db
        .updateTable('user_passkeys')
        .set({ counter: newCounter, last_used_at: nowIso() })
        .where('id', '=', id)
        .where('counter', '=', checkedCounter)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Records a ticket as used; false when it already was (on any instance). */
    async useTicket(ticketId: string, expiresAt: string): Promise<boolean> {
      const result = await db
        .insertInto('passkey_used_tickets')
        .values({ id: ticketId, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Forgets the used tickets that have expired anyway. */
    async pruneTickets(now: string): Promise<number> {
      const result = await db.deleteFrom('passkey_used_tickets').where('expires_at', '<', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
