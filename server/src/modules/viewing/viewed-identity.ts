import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/rows.js';
import { HttpError } from '../../lib/http-errors.js';
import { viewAsReadOnly, viewAsReadOnlyBackOffice } from '../../lib/messages.js';
import { ROLE_TABLE, isRole, type Role } from '../../lib/roles.js';

/**
 * Where the back office's routes are mounted (back-office-scope.ts's BACK_OFFICE_PREFIX, which
 * imports authentication and so cannot be imported here).
 */
const BACK_OFFICE_PREFIX = '/api/backend';

/** What a superuser's session looks at the product as: one role, or one person. */
export type ViewedAs = { kind: 'role'; role: Role } | { kind: 'person'; person: UserRow };

/** The session columns view-as keeps (see the migration 2026-12-06-004-session-view-as). */
export interface ViewAsColumns {
  view_as_role: string | null;
  view_as_user_id: string | null;
}

/**
 * What `actor`'s session views as, or null when it views as no one. Only a superuser's session
 * views: one who stopped being a superuser sees as themself again. A viewed person who was
 * deleted ends the view (the column is cleared with them).
 */
export async function viewOfSession(
  actor: UserRow,
  session: ViewAsColumns | undefined,
  findUser: (id: string) => Promise<UserRow | null>,
): Promise<ViewedAs | null> {
  if (!session || !actor.is_superuser) return null;
  if (session.view_as_role !== null && isRole(session.view_as_role)) return { kind: 'role', role: session.view_as_role };
  if (session.view_as_user_id !== null) {
    const person = await findUser(session.view_as_user_id);
    return person ? { kind: 'person', person } : null;
  }
  return null;
}

/**
 * Who the request acts as while viewing: for a role, the superuser's own row holding that role
 * only (no superuser flag); for a person, that person's row as it is now.
 */
export const identityOf = (actor: UserRow, view: ViewedAs): UserRow =>
  view.kind === 'role' ? { ...actor, is_superuser: false, roles: [view.role] } : view.person;

/** The viewed role's name in `language`, or the person's name (their e-mail when they have none). */
export function viewedName(view: ViewedAs, language: 'en' | 'zh-CN'): string {
  if (view.kind === 'role') return ROLE_TABLE[view.role].label[language];
  return view.person.full_name?.trim() || view.person.email;
}

/**
 * Calls that only read although their method is POST (the back office's template list and
 * detail take their filters in a body; the starter's token test answers who is signed in).
 */
const READS_BY_POST = new Set([
  'POST /api/v1/login/test-token',
  `POST ${BACK_OFFICE_PREFIX}/video-template/list`,
  `POST ${BACK_OFFICE_PREFIX}/video-template/get`,
]);
/** Ending the view itself is the one change made while viewing. */
const END_VIEW = 'DELETE /api/v1/view-as';
/** Ending one's own session (signing out); `:id` must be the calling session's. */
const END_SESSION = 'DELETE /api/v1/users/me/sessions/:id';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Viewing is read-only: every call that could change something is refused with 403 and a text
 * naming what is viewed (in Chinese on the back office's routes, which answer in Chinese), except
 * ending the view and signing out of the session. Runs before validation, so a refused call's
 * body is never looked at.
 */
export function refuseWritesWhileViewing(request: FastifyRequest, view: ViewedAs, sessionId: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const route = `${request.method} ${(request.routeOptions.url ?? '').replace(/\/$/, '')}`;
  if (READS_BY_POST.has(route) || route === END_VIEW) return;
  if (route === END_SESSION && String((request.params as { id?: unknown }).id ?? '').toLowerCase() === sessionId) return;
  const backOffice = (request.routeOptions.url ?? '').startsWith(`${BACK_OFFICE_PREFIX}/`);
  const detail = backOffice ? viewAsReadOnlyBackOffice(viewedName(view, 'zh-CN')) : viewAsReadOnly(viewedName(view, 'en'));
  // `view_as` says the session itself is good: a client keeps the person signed in.
  throw new HttpError(403, detail, {}, { view_as: 'read_only' });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** While a superuser views as a role or a person: that superuser (request.user is who is viewed); otherwise null. */
    actor: UserRow | null;
    /** What the session views as, or null. */
    viewAs: ViewedAs | null;
  }
}
