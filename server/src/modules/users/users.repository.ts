import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, UsersTable } from '../../db/types.js';
import type { UserRow } from '../../db/rows.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { nowIso, wallClockIso } from '../../lib/time.js';

// Its rows' type lives below the modules (db/rows.ts); exported here too for the module's own code.
export type { UserRow };

export interface NewUser {
  email: string;
  hashed_password: string;
  full_name: string | null;
  is_active: boolean;
  is_superuser: boolean;
}

export type UserChanges = Partial<
  Pick<UserRow, 'email' | 'hashed_password' | 'full_name' | 'is_active' | 'is_superuser' | 'password_changed_at'>
>;

/** Raised when an e-mail is already taken (checked by the unique index on lower(email)). */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

function toUserRow(row: Selectable<UsersTable>): UserRow {
  return { ...row, is_active: Boolean(row.is_active), is_superuser: Boolean(row.is_superuser) };
}

/**
 * The ids of the active superusers, their rows locked until the transaction ends. PostgreSQL:
 * FOR UPDATE, and a transaction that waited for one of these locks reads the row again, so it
 * sees a demotion committed meanwhile. SQLite: the one connection runs transactions one at a time.
 */
async function lockActiveSuperusers(trx: Transaction<Database>): Promise<string[]> {
  let active = trx.selectFrom('users').select('id').where('is_superuser', '=', true).where('is_active', '=', true);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) active = active.forUpdate();
  return (await active.execute()).map((row) => row.id);
}

/** Whether `id` is the only one of `activeSuperusers`: taking it away would leave none. */
const isLastActiveSuperuser = (id: string, activeSuperusers: string[]) => activeSuperusers.length === 1 && activeSuperusers[0] === id;

async function deleteUserAndItems(trx: Transaction<Database>, id: string): Promise<boolean> {
  await trx.deleteFrom('items').where('owner_id', '=', id).execute();
  const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async findById(id: string): Promise<UserRow | null> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id.toLowerCase()).executeTakeFirst();
      return row ? toUserRow(row) : null;
    },

    /** Case-insensitive, matching the unique index. */
    async findByEmail(email: string): Promise<UserRow | null> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return row ? toUserRow(row) : null;
    },

    /** Newest first; count is the total, ignoring skip and limit. */
    async list(skip: number, limit: number): Promise<{ rows: UserRow[]; count: number }> {
      const [rows, total] = await Promise.all([
        db.selectFrom('users').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(skip).execute(),
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toUserRow), count: Number(total.count) };
    },

    async create(user: NewUser): Promise<UserRow> {
      const now = nowIso();
      const row: UserRow = { id: randomUUID(), ...user, created_at: now, password_changed_at: wallClockIso() };
      try {
        await db.insertInto('users').values(row).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError(user.email);
        throw error;
      }
      return row;
    },

    async update(id: string, changes: UserChanges): Promise<UserRow | null> {
      if (Object.keys(changes).length > 0) {
        try {
          await db.updateTable('users').set(changes).where('id', '=', id).execute();
        } catch (error) {
          if (isUniqueViolation(error)) throw new EmailTakenError(changes.email ?? '');
          throw error;
        }
      }
      return this.findById(id);
    },

    /**
     * As update, but refuses (answers 'last-superuser', changing nothing) a change that would leave
     * no active superuser. The check and the change are one transaction that first locks every
     * active superuser's row (see lockActiveSuperusers), so two superusers demoting each other at
     * the same moment cannot both succeed.
     */
    async updateKeepingASuperuser(id: string, changes: UserChanges): Promise<UserRow | null | 'last-superuser'> {
      const endsSuperuser = changes.is_superuser === false || changes.is_active === false;
      if (!endsSuperuser) return this.update(id, changes);
      const refused = await db
        .transaction()
        .execute(async (trx) => {
          if (isLastActiveSuperuser(id, await lockActiveSuperusers(trx))) return true;
          await trx.updateTable('users').set(changes).where('id', '=', id).execute();
          return false;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new EmailTakenError(changes.email ?? '');
          throw error;
        });
      return refused ? 'last-superuser' : this.findById(id);
    },

    /**
     * Applies the changes only if the stored password hash is still `hashedPassword`. One
     * statement, so two requests with the same reset token cannot both win.
     */
    async updateIfPasswordHashIs(id: string, changes: UserChanges, hashedPassword: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set(changes)
        .where('id', '=', id)
        .where('hashed_password', '=', hashedPassword)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes the user and their items together (the foreign key cascades too; this is explicit). */
    async deleteWithItems(id: string): Promise<boolean> {
      return db.transaction().execute((trx) => deleteUserAndItems(trx, id));
    },

    /**
     * As deleteWithItems, but refuses (answers 'last-superuser', deleting nothing) to delete the
     * last active superuser. Nobody deletes themself, so this only happens when the caller was
     * demoted or deactivated while the call was on its way: the check runs on locked rows in the
     * same transaction as the delete, as for updateKeepingASuperuser.
     */
    async deleteKeepingASuperuser(id: string): Promise<boolean | 'last-superuser'> {
      return db.transaction().execute(async (trx) => {
        if (isLastActiveSuperuser(id, await lockActiveSuperusers(trx))) return 'last-superuser' as const;
        return deleteUserAndItems(trx, id);
      });
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
