import { randomUUID } from 'node:crypto';
import type { UserRow } from '../../db/rows.js';
import { forbidden, HttpError, notFound, validationFailed } from '../../lib/http-errors.js';
import {
  tooManyViews,
  VIEW_NOT_FOUND,
  VIEW_READ_ONLY,
  VIEW_SHARE_SUPERUSER_ONLY,
  viewStateTooLarge,
  viewUnknownRole,
} from '../../lib/messages.js';
import { isRole } from '../../lib/roles.js';
import { nowIso } from '../../lib/time.js';
import type { UserViewRow, UserViewsRepository } from './user-views.repository.js';
import {
  VIEW_STATE_MAX_CHARS,
  VIEWS_PER_LIST_MAX,
  type CreateViewBody,
  type UpdateViewBody,
  type ViewList,
  type ViewState,
} from './user-views.schemas.js';

/** A view as the service hands it out: parsed state, a real boolean, and whether the caller may change it. */
export interface UserView extends Omit<UserViewRow, 'state' | 'is_default'> {
  state: ViewState;
  is_default: boolean;
  read_only: boolean;
}

type Caller = Pick<UserRow, 'id' | 'is_superuser' | 'roles'>;

const toView = (row: UserViewRow, caller: Caller): UserView => ({
  ...row,
  state: JSON.parse(row.state) as ViewState,
  is_default: Boolean(row.is_default),
  read_only: row.owner_id !== caller.id,
});

/** The state as stored, refused when larger than a view needs (a list's URL and columns fit easily). */
function storedState(state: ViewState): string {
  const text = JSON.stringify(state);
  if (text.length > VIEW_STATE_MAX_CHARS) throw validationFailed(['body', 'state'], viewStateTooLarge(VIEW_STATE_MAX_CHARS));
  return text;
}

/**
 * Sharing with a role: null always (back to the owner only); a role only a superuser may give,
 * and only one that exists. Keeping the role a view already has is no new sharing.
 */
function checkSharing(caller: Caller, role: string | null | undefined, current: string | null = null): void {
  if (role === undefined || role === null || role === current) return;
  if (!caller.is_superuser) throw forbidden(VIEW_SHARE_SUPERUSER_ONLY);
  if (!isRole(role)) throw validationFailed(['body', 'shared_with_role'], viewUnknownRole(role));
}

/**
 * Each person's saved views of the lists: their own to change, and the views a superuser shared
 * with a role they hold, to read and copy. One default per person and list.
 */
export function createUserViewsService(repo: UserViewsRepository) {
  /** A view the caller owns; someone else's they can see is read-only (403), any other is unknown (404). */
  async function owned(caller: Caller, id: string): Promise<UserViewRow> {
    const row = await repo.find(id);
    if (!row) throw notFound(VIEW_NOT_FOUND);
    if (row.owner_id === caller.id) return row;
    const visible = row.shared_with_role !== null && (caller.roles as readonly string[]).includes(row.shared_with_role);
    throw visible ? forbidden(VIEW_READ_ONLY) : notFound(VIEW_NOT_FOUND);
  }

  return {
    async list(caller: Caller, list?: ViewList): Promise<UserView[]> {
      return (await repo.visibleTo(caller.id, caller.roles, list)).map((row) => toView(row, caller));
    },

    async create(caller: Caller, body: CreateViewBody): Promise<UserView> {
      checkSharing(caller, body.shared_with_role);
      const state = storedState(body.state);
      if ((await repo.countOwned(caller.id, body.list)) >= VIEWS_PER_LIST_MAX) {
        throw new HttpError(422, tooManyViews(VIEWS_PER_LIST_MAX));
      }
      const now = nowIso();
      const id = randomUUID();
      await repo.insert({
        id,
        owner_id: caller.id,
        list: body.list,
        name: body.name.trim(),
        state,
        is_default: body.is_default ?? false,
        shared_with_role: body.shared_with_role ?? null,
        created_at: now,
        updated_at: now,
      });
      return toView((await repo.find(id))!, caller);
    },

    async update(caller: Caller, id: string, body: UpdateViewBody): Promise<UserView> {
      const row = await owned(caller, id);
      checkSharing(caller, body.shared_with_role, row.shared_with_role);
      await repo.update(row, {
        ...(body.name !== undefined ? { name: body.name.trim() } : {}),
        ...(body.state !== undefined ? { state: storedState(body.state) } : {}),
        ...(body.is_default !== undefined ? { is_default: body.is_default } : {}),
        ...(body.shared_with_role !== undefined ? { shared_with_role: body.shared_with_role } : {}),
        updated_at: nowIso(),
      });
      return toView((await repo.find(id))!, caller);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await repo.delete((await owned(caller, id)).id);
    },
  };
}

export type UserViewsService = ReturnType<typeof createUserViewsService>;
