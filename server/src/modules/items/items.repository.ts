import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ItemsTable } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';

export type ItemRow = Selectable<ItemsTable>;

export type ItemChanges = Partial<Pick<ItemRow, 'title' | 'description'>>;

export function createItemsRepository(db: Kysely<Database>) {
  /** How many items `ownerId` has (everyone's for null). */
  async function countOf(ownerId: string | null): Promise<number> {
    let total = db.selectFrom('items').select((eb) => eb.fn.countAll().as('count'));
    if (ownerId !== null) total = total.where('owner_id', '=', ownerId);
    return Number((await total.executeTakeFirstOrThrow()).count);
  }

  return {
    count: countOf,

    async findById(id: string): Promise<ItemRow | null> {
      return (await db.selectFrom('items').selectAll().where('id', '=', id.toLowerCase()).executeTakeFirst()) ?? null;
    },

    /** Newest first; ownerId null lists everyone's items. count ignores skip and limit. */
    async list(ownerId: string | null, skip: number, limit: number): Promise<{ rows: ItemRow[]; count: number }> {
      let rows = db.selectFrom('items').selectAll();
      if (ownerId !== null) rows = rows.where('owner_id', '=', ownerId);
      const [page, count] = await Promise.all([
        rows.orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(skip).execute(),
        countOf(ownerId),
      ]);
      return { rows: page, count };
    },

    async create(ownerId: string, input: { title: string; description: string | null }): Promise<ItemRow> {
      const row: ItemRow = {
        id: randomUUID(),
        title: input.title,
        description: input.description,
        owner_id: ownerId,
        created_at: nowIso(),
      };
      await db.insertInto('items').values(row).execute();
      return row;
    },

    async update(id: string, changes: ItemChanges): Promise<ItemRow | null> {
      if (Object.keys(changes).length > 0) await db.updateTable('items').set(changes).where('id', '=', id).execute();
      return this.findById(id);
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('items').where('id', '=', id).execute();
    },
  };
}

export type ItemsRepository = ReturnType<typeof createItemsRepository>;
