import { Type, type Static } from 'typebox';
import { Pagination, Timestamp, Uuid } from '../../schemas/common.js';

const Title = Type.String({ minLength: 1, maxLength: 255 });
const Description = Type.Union([Type.String({ maxLength: 255 }), Type.Null()]);

export const Item = Type.Object(
  {
    title: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    id: Uuid,
    owner_id: Uuid,
    created_at: Timestamp,
  },
  { title: 'ItemPublic' },
);
export type Item = Static<typeof Item>;

export const ItemList = Type.Object({ data: Type.Array(Item), count: Type.Integer() }, { title: 'ItemsPublic' });

export const ListItemsQuery = Pagination;

export const CreateItemBody = Type.Object({ title: Title, description: Type.Optional(Description) }, { title: 'ItemCreate' });
export type CreateItemBody = Static<typeof CreateItemBody>;

// A null title means "leave it" (an item always has one); a null description clears it.
export const UpdateItemBody = Type.Object(
  { title: Type.Optional(Type.Union([Title, Type.Null()])), description: Type.Optional(Description) },
  { title: 'ItemUpdate' },
);
export type UpdateItemBody = Static<typeof UpdateItemBody>;

export const ItemIdParams = Type.Object({ id: Uuid });
