import { randomUUID } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { sortRoles, type Role } from '../../lib/roles.js';
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
  roles?: Role[];
}

/** Column changes, and `roles`, which replaces the user's roles when present. */
export type UserChanges = Partial<
  Pick<UserRow, 'email' | 'hashed_password' | 'full_name' | 'is_active' | 'is_superuser' | 'password_changed_at' | 'roles'>
>;

/** What the list is narrowed to: a case-insensitive part of the e-mail or full name, and one role. */
export interface UserFilter {
  q?: string;
  role?: Role;
}

/** Raised when an e-mail is already taken (checked by the unique index on lower(email)). */
export class EmailTakenError extends Error {
  override name = 'EmailTakenError';
}

type Db = Kysely<Database> | Transaction<Database>;

/** The rows with real booleans and each one's roles, read in one query. */
async function toUserRows(db: Db, rows: Selectable<UsersTable>[]): Promise<UserRow[]> {
  if (rows.length === 0) return [];
  const held = await db
    .selectFrom('user_roles')
    .select(['user_id', 'role'])
    .where(
      'user_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({
    ...row,
    is_active: Boolean(row.is_active),
    is_superuser: Boolean(row.is_superuser),
    roles: sortRoles(held.filter((entry) => entry.user_id === row.id).map((entry) => entry.role)),
  }));
}

async function toUserRow(db: Db, row: Selectable<UsersTable> | undefined): Promise<UserRow | null> {
  return row ? (await toUserRows(db, [row]))[0]! : null;
}

async function replaceRoles(db: Db, userId: string, roles: readonly Role[]): Promise<void> {
  await db.deleteFrom('user_roles').where('user_id', '=', userId).execute();
  const unique = sortRoles(roles);
  if (unique.length > 0)
    await db
      .insertInto('user_roles')
      .values(unique.map((role) => ({ user_id: userId, role })))
      .execute();
}

/** Writes the column changes and, when given, the new set of roles. */
async function writeChanges(db: Db, id: string, changes: UserChanges): Promise<void> {
  const { roles, ...columns } = changes;
  if (Object.keys(columns).length > 0) await db.updateTable('users').set(columns).where('id', '=', id).execute();
  if (roles) await replaceRoles(db, id, roles);
}

/** LIKE pattern for a substring, its wildcards taken literally (escaped with a backslash). */
const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

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
  await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
  const result = await trx.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function createUsersRepository(db: Kysely<Database>) {
  return {
    async findById(id: string): Promise<UserRow | null> {
      return toUserRow(db, await db.selectFrom('users').selectAll().where('id', '=', id.toLowerCase()).executeTakeFirst());
    },

    /** Case-insensitive, matching the unique index. */
    async findByEmail(email: string): Promise<UserRow | null> {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      return toUserRow(db, row);
    },

    /**
     * Newest first; count is the total matching the filter, ignoring skip and limit. `q` matches
     * a part of the e-mail or full name whatever its case (ASCII letters on SQLite).
     */
    async list(skip: number, limit: number, filter: UserFilter = {}): Promise<{ rows: UserRow[]; count: number }> {
      let matching = db.selectFrom('users');
      if (filter.q) {
        const pattern = containsPattern(filter.q);
        matching = matching.where((eb) =>
          eb.or([
            eb(sql<string>`lower(email)`, 'like', sql<string>`${pattern} escape '\\'`),
            eb(sql<string>`lower(full_name)`, 'like', sql<string>`${pattern} escape '\\'`),
          ]),
        );
      }
      if (filter.role) {
        const role = filter.role;
        matching = matching.where('id', 'in', (eb) => eb.selectFrom('user_roles').select('user_id').where('role', '=', role));
      }
      const [rows, total] = await Promise.all([
        matching.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(skip).execute(),
        matching.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows: await toUserRows(db, rows), count: Number(total.count) };
    },

    async create(user: NewUser): Promise<UserRow> {
      const now = nowIso();
      const { roles = [], ...columns } = user;
      const row = { id: randomUUID(), ...columns, created_at: now, password_changed_at: wallClockIso(), last_login_at: null };
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('users').values(row).execute();
          await replaceRoles(trx, row.id, roles);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError(user.email);
        throw error;
      }
      return { ...row, roles: sortRoles(roles) };
    },

    async update(id: string, changes: UserChanges): Promise<UserRow | null> {
      if (Object.keys(changes).length > 0) {
        try {
          await db.transaction().execute((trx) => writeChanges(trx, id, changes));
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
          await writeChanges(trx, id, changes);
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
    async updateIfPasswordHashIs(id: string, changes: Omit<UserChanges, 'roles'>, hashedPassword: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set(changes)
        .where('id', '=', id)
        .where('hashed_password', '=', hashedPassword)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Stamps a successful sign-in: one statement on the primary key. */
    async recordLogin(id: string): Promise<void> {
      await db.updateTable('users').set({ last_login_at: nowIso() }).where('id', '=', id).execute();
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
