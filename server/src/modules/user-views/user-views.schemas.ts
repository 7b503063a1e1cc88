import { Type, type Static } from 'typebox';
import { Timestamp, Uuid } from '../../schemas/common.js';

/** The lists a view can be saved for. */
export const VIEW_LISTS = ['templates', 'tasks', 'users', 'audit'] as const;
export type ViewList = (typeof VIEW_LISTS)[number];

/** Names of views: shown in a menu, so short. */
export const VIEW_NAME_MAX = 60;
/** A person keeps at most this many views of one list. */
export const VIEWS_PER_LIST_MAX = 50;
/** A view's state as JSON text is at most this many characters. */
export const VIEW_STATE_MAX_CHARS = 8192;

// A key as the lists spell their URL keys and columns (template_name, lastLogin, created_at).
const Key = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' });

export const ViewState = Type.Object(
  {
    tab: Type.Optional(Type.String({ maxLength: 40, description: 'The tab it shows (a list with tabs), as the URL names it' })),
    filters: Type.Record(Key, Type.String({ maxLength: 500 }), {
      maxProperties: 30,
      description: 'The filters in force, by URL key',
    }),
    sort: Type.Union([Type.Object({ by: Key, order: Type.Union([Type.Literal('asc'), Type.Literal('desc')]) }), Type.Null()], {
      description: "The order, or null for the list's own",
    }),
    columns: Type.Array(Key, { maxItems: 60, uniqueItems: true, description: 'The columns shown, in their order' }),
    density: Type.Union([Type.Literal('comfortable'), Type.Literal('compact')]),
  },
  { additionalProperties: false, title: 'ViewState' },
);
export type ViewState = Static<typeof ViewState>;

const ListName = Type.Union([Type.Literal('templates'), Type.Literal('tasks'), Type.Literal('users'), Type.Literal('audit')], {
  description: 'The list it is a view of',
});
// Something besides spaces; kept without the spaces around it.
const Name = Type.String({ minLength: 1, maxLength: VIEW_NAME_MAX, pattern: '\\S' });
const SharedWithRole = Type.Union([Type.String({ maxLength: 32 }), Type.Null()], {
  description: 'A role whose holders see it, read-only (only a superuser may share); null: only its owner',
});

export const CreateViewBody = Type.Object(
  {
    list: ListName,
    name: Name,
    state: ViewState,
    is_default: Type.Optional(Type.Boolean({ default: false, description: 'Applied when the list opens without filters in its URL' })),
    shared_with_role: Type.Optional(SharedWithRole),
  },
  { additionalProperties: false, title: 'UserViewCreate' },
);
export type CreateViewBody = Static<typeof CreateViewBody>;

export const UpdateViewBody = Type.Object(
  {
    name: Type.Optional(Name),
    state: Type.Optional(ViewState),
    is_default: Type.Optional(Type.Boolean()),
    shared_with_role: Type.Optional(SharedWithRole),
  },
  { additionalProperties: false, title: 'UserViewUpdate', description: 'The fields to change; the others stay' },
);
export type UpdateViewBody = Static<typeof UpdateViewBody>;

export const UserViewPublic = Type.Object(
  {
    id: Uuid,
    list: ListName,
    name: Type.String(),
    state: ViewState,
    is_default: Type.Boolean(),
    shared_with_role: Type.Union([Type.String(), Type.Null()]),
    owner_id: Uuid,
    read_only: Type.Boolean({ description: "Someone else's view shared with a role of the caller's: it can be copied, not changed" }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'UserViewPublic' },
);
export type UserViewPublic = Static<typeof UserViewPublic>;

export const UserViewList = Type.Object({ data: Type.Array(UserViewPublic), count: Type.Integer() }, { title: 'UserViewsPublic' });

export const ListViewsQuery = Type.Object({
  list: Type.Optional(ListName),
});
export type ListViewsQuery = Static<typeof ListViewsQuery>;

export const ViewIdParams = Type.Object({ id: Uuid });
export type ViewIdParams = Static<typeof ViewIdParams>;
