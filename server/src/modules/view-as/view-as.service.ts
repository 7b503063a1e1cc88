import type { UserRow } from '../../db/rows.js';
import { conflict, validationFailed } from '../../lib/http-errors.js';
import {
  VIEW_AS_INACTIVE_PERSON,
  VIEW_AS_NEEDS_SESSION,
  VIEW_AS_ONE_TARGET,
  VIEW_AS_SUPERUSER_PERSON,
  VIEW_AS_UNKNOWN_PERSON,
} from '../../lib/messages.js';
import type { AuditEntry } from '../audit/audit.service.js';
import { assertPermission } from '../users/authentication.js';
import type { ViewedAs } from '../viewing/viewed-identity.js';
import { viewedName } from '../viewing/viewed-identity.js';
import type { ViewAsRepository } from './view-as.repository.js';
import type { StartViewAs, ViewAsPublic } from './view-as.schemas.js';

interface Deps {
  repository: ViewAsRepository;
  users: { findById(id: string): Promise<UserRow | null> };
  audit: { record(entries: AuditEntry[]): Promise<void> };
}

/** Who is calling: the superuser behind a view, or the signed-in person. */
export interface Caller {
  /** The person who signed in (request.actor while viewing, else request.user). */
  real: UserRow;
  /** The call's session (the token's sid), or null for a token without one. */
  sessionId: string | null;
  /** What the session views as now. */
  view: ViewedAs | null;
}

export function toPublicView(view: ViewedAs): ViewAsPublic {
  const name = { en: viewedName(view, 'en'), 'zh-CN': viewedName(view, 'zh-CN') };
  return view.kind === 'role'
    ? { kind: 'role', role: view.role, user_id: null, email: null, name }
    : { kind: 'person', role: null, user_id: view.person.id, email: view.person.email, name };
}

/** The audit target and summary of what is viewed. */
const audited = (view: ViewedAs) =>
  view.kind === 'role'
    ? { target: `role:${view.role}`, summary: { role: view.role } }
    : { target: `user:${view.person.email}`, summary: { email: view.person.email } };

/**
 * A superuser looking at the product as one role or one person, read-only, in the session that
 * started it (other sessions and other instances see it at once: it is a column of the session's
 * row, which every authenticated request reads). Starting and ending are audited under the
 * superuser's name.
 */
export function createViewAsService({ repository, users, audit }: Deps) {
  const record = (caller: Caller, kind: 'view_as.start' | 'view_as.end', view: ViewedAs) =>
    audit.record([{ kind, actor: caller.real.email, actorId: caller.real.id, ...audited(view) }]);

  return {
    current(caller: Caller): ViewAsPublic | null {
      return caller.view ? toPublicView(caller.view) : null;
    },

    async start(caller: Caller, body: StartViewAs): Promise<ViewAsPublic> {
      assertPermission(caller.real, 'users.manage');
      if (caller.sessionId === null) throw conflict(VIEW_AS_NEEDS_SESSION);
      if ((body.role === undefined) === (body.user_id === undefined)) throw validationFailed(['body'], VIEW_AS_ONE_TARGET);
      let view: ViewedAs;
      if (body.role !== undefined) {
        view = { kind: 'role', role: body.role };
        await repository.viewAsRole(caller.sessionId, body.role);
      } else {
        const person = await users.findById(body.user_id!);
        if (!person) throw validationFailed(['body', 'user_id'], VIEW_AS_UNKNOWN_PERSON);
        if (!person.is_active) throw validationFailed(['body', 'user_id'], VIEW_AS_INACTIVE_PERSON);
        if (person.is_superuser) throw validationFailed(['body', 'user_id'], VIEW_AS_SUPERUSER_PERSON);
        view = { kind: 'person', person };
        await repository.viewAsPerson(caller.sessionId, person.id);
      }
      await record(caller, 'view_as.start', view);
      return toPublicView(view);
    },

    /** Ends the session's view (nothing to do without one). */
    async end(caller: Caller): Promise<void> {
      assertPermission(caller.real, 'users.manage');
      if (!caller.view || caller.sessionId === null) return;
      await repository.end(caller.sessionId);
      await record(caller, 'view_as.end', caller.view);
    },
  };
}

export type ViewAsService = ReturnType<typeof createViewAsService>;
