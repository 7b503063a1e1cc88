import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, UserViewsTable } from '../../db/types.js';

export type UserViewRow = Selectable<UserViewsTable>;
export type NewUserViewRow = Insertable<UserViewsTable>;
export type UserViewChanges = Updateable<UserViewsTable>;

/** The saved views as stored. */
export function createUserViewsRepository(db: Kysely<Database>) {
  /** Clears the default mark of the owner's other views of the list (inside the caller's transaction). */
  const clearDefault = (tx: Kysely<Database>, ownerId: string, list: string, except: string) =>
    tx
      .updateTable('user_views')
      .set({ is_default: false })
      .where('owner_id', '=', ownerId)
      .where('list', '=', list)
      .where('id', '!=', except)
      .where('is_default', '=', true)
      .execute();

  return {
    async find(id: string): Promise<UserViewRow | undefined> {
      return db.selectFrom('user_views').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The owner's own views and those shared with one of `roles`, of one list or all; by list, then name. */
    async visibleTo(ownerId: string, roles: readonly string[], list?: string): Promise<UserViewRow[]> {
      let query = db
        .selectFrom('user_views')
        .selectAll()
        .where((eb) => {
          const own = eb('owner_id', '=', ownerId);
          return roles.length > 0 ? eb.or([own, eb('shared_with_role', 'in', [...roles])]) : own;
        });
      if (list) query = query.where('list', '=', list);
      return query.orderBy('list').orderBy('name').orderBy('created_at').execute();
    },

    async countOwned(ownerId: string, list: string): Promise<number> {
      const row = await db
        .selectFrom('user_views')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('owner_id', '=', ownerId)
        .where('list', '=', list)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Adds a view; when it is the default, the owner's previous default of the list stops being one. */
    async insert(row: NewUserViewRow): Promise<void> {
      await db.transaction().execute(async (tx) => {
        if (row.is_default) await clearDefault(tx, row.owner_id, row.list, row.id);
        await tx.insertInto('user_views').values(row).execute();
      });
    },

    /** Changes a view; made the default, the owner's previous default of the list stops being one. */
    async update(view: Pick<UserViewRow, 'id' | 'owner_id' | 'list'>, changes: UserViewChanges): Promise<void> {
      await db.transaction().execute(async (tx) => {
        if (changes.is_default) await clearDefault(tx, view.owner_id, view.list, view.id);
        await tx.updateTable('user_views').set(changes).where('id', '=', view.id).execute();
      });
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('user_views').where('id', '=', id).execute();
    },
  };
}

export type UserViewsRepository = ReturnType<typeof createUserViewsRepository>;
