import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UserSessionsTable } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';

export type SessionRow = Selectable<UserSessionsTable>;

/** How a person signed in. Only passwords exist now; passkeys and single sign-on will add theirs. */
export type SignInMethod = 'password' | 'passkey' | 'sso';

/** A user agent is kept to this many characters (the column's width). */
export const USER_AGENT_MAX = 300;
/** An address is kept to this many characters (an IPv6 address with a zone fits). */
const ADDRESS_MAX = 64;

export interface NewSession {
  userId: string;
  method: SignInMethod;
  userAgent: string | undefined;
  address: string;
}

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    /** A new live session; its id goes into the access token as `sid`. */
    async create({ userId, method, userAgent, address }: NewSession): Promise<string> {
      const id = randomUUID();
      const now = nowIso();
      await db
        .insertInto('user_sessions')
        .values({
          id,
          user_id: userId,
          method,
          user_agent: (userAgent ?? '').trim().slice(0, USER_AGENT_MAX),
          address: address.slice(0, ADDRESS_MAX),
          created_at: now,
          last_used_at: now,
          ended_at: null,
        })
        .execute();
      return id;
    },

    /** One session by id (a primary-key read: every authenticated request makes it). */
    findById(id: string): Promise<SessionRow | undefined> {
      return db.selectFrom('user_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A person's live sessions started after `since` (older ones' tokens have expired), newest first. */
    listLive(userId: string, since: string): Promise<SessionRow[]> {
      return db
        .selectFrom('user_sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** Ends one live session of `userId`; false when there is none such (another person's, or ended). */
    async endOne(userId: string, id: string): Promise<boolean> {
      const result = await db
        .updateTable('user_sessions')
        .set({ ended_at: nowIso() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Ends every live session of `userId` but `keepId`; how many it ended. */
    async endAll(userId: string, keepId?: string | null): Promise<number> {
      let query = db.updateTable('user_sessions').set({ ended_at: nowIso() }).where('user_id', '=', userId).where('ended_at', 'is', null);
      if (keepId) query = query.where('id', '!=', keepId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async touch(id: string, at: string): Promise<void> {
      await db.updateTable('user_sessions').set({ last_used_at: at }).where('id', '=', id).execute();
    },

    /** Deletes the sessions started before `cutoff`: their tokens have expired, ended or not. */
    async deleteStartedBefore(cutoff: string): Promise<number> {
      const result = await db.deleteFrom('user_sessions').where('created_at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
