import { forbidden, notFound } from '../../lib/http-errors.js';
import { toWireTimestamp } from '../../lib/time.js';
import type { UserRow } from '../users/users.repository.js';
import type { ItemChanges, ItemRow, ItemsRepository } from './items.repository.js';
import type { CreateItemBody, Item, UpdateItemBody } from './items.schemas.js';
import { ITEM_NOT_FOUND, NOT_ENOUGH_PERMISSIONS } from '../../lib/messages.js';

export function toPublicItem(row: ItemRow): Item {
  return {
    title: row.title,
    description: row.description,
    id: row.id,
    owner_id: row.owner_id,
    created_at: toWireTimestamp(row.created_at),
  };
}

/** Items belong to their owner; a superuser may see and change everyone's. */
export function createItemsService(repo: ItemsRepository) {
  async function accessible(user: UserRow, id: string): Promise<ItemRow> {
    const item = await repo.findById(id);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    if (!user.is_superuser && item.owner_id !== user.id) throw forbidden(NOT_ENOUGH_PERMISSIONS);
    return item;
  }

  return {
    async list(user: UserRow, skip: number, limit: number) {
      const { rows, count } = await repo.list(user.is_superuser ? null : user.id, skip, limit);
      return { data: rows.map(toPublicItem), count };
    },

    get: accessible,

    create(user: UserRow, body: CreateItemBody): Promise<ItemRow> {
      return repo.create(user.id, { title: body.title, description: body.description ?? null });
    },

    async update(user: UserRow, id: string, body: UpdateItemBody): Promise<ItemRow> {
      const item = await accessible(user, id);
      const changes: ItemChanges = {};
      if (body.title != null) changes.title = body.title;
      if (body.description !== undefined) changes.description = body.description;
      return (await repo.update(item.id, changes)) ?? item;
    },

    async delete(user: UserRow, id: string): Promise<void> {
      const item = await accessible(user, id);
      await repo.delete(item.id);
    },
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;
