import type { onSendAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import { bearerToken } from '../../lib/bearer-token.js';
import { HttpError } from '../../lib/http-errors.js';
import {
  COULD_NOT_VALIDATE_CREDENTIALS,
  INACTIVE_USER,
  NOT_AUTHENTICATED,
  NOT_ENOUGH_PRIVILEGES,
  USER_NOT_FOUND,
} from '../../lib/messages.js';
import { permissionsOf, type Permission } from '../../lib/roles.js';
import { issuedBeforePasswordChange, type TokenService } from '../../lib/tokens.js';
import type { UserRow } from '../../db/rows.js';
import { nowIso } from '../../lib/time.js';
import type { UsersRepository } from './users.repository.js';
import type { SessionsRepository } from '../sessions/sessions.repository.js';
import type { LastUsedThrottle } from '../sessions/last-used-throttle.js';
import { identityOf, refuseWritesWhileViewing, viewOfSession } from '../viewing/viewed-identity.js';

/** What authentication needs of the sessions: reading one by id, and writing its last use. */
export interface SessionChecks {
  repository: Pick<SessionsRepository, 'findById' | 'touch'>;
  lastUsed: LastUsedThrottle;
}

/**
 * The starter's dependency chain, with its exact answers: no token 401 (with the challenge
 * header), a token that does not verify 403, a deleted user 404, an inactive one 400.
 * Used as preValidation hooks so, as in FastAPI, authentication is decided before the body is
 * validated: an anonymous caller learns nothing from validation errors.
 */
export function authenticationHooks(tokens: TokenService, users: Pick<UsersRepository, 'findById'>, sessions: SessionChecks) {
  const currentUser: preValidationAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, NOT_AUTHENTICATED, { 'www-authenticate': 'Bearer' });
    const claims = await tokens.verifyAccessToken(token);
    if (!claims) throw new HttpError(403, COULD_NOT_VALIDATE_CREDENTIALS);
    // The session is read from the database on every request (two primary-key reads side by
    // side), never from a cache: a session ended on any instance is refused on all of them at once.
    const [user, session] = await Promise.all([
      users.findById(claims.userId),
      claims.sessionId === undefined ? undefined : sessions.repository.findById(claims.sessionId),
    ]);
    if (!user) throw new HttpError(404, USER_NOT_FOUND);
    // A password change or reset signs out every session that signed in before it.
    if (issuedBeforePasswordChange(claims.issuedAt, user.password_changed_at)) throw new HttpError(403, COULD_NOT_VALIDATE_CREDENTIALS);
    if (!user.is_active) throw new HttpError(400, INACTIVE_USER);
    // A token issued for a session is refused once that session is ended (or deleted); a token from
    // before sessions were recorded carries none and stays valid until it expires. After the
    // inactive check: a deactivated person (whose sessions deactivation ended) keeps the starter's 400.
    if (claims.sessionId !== undefined && (!session || session.ended_at !== null || session.user_id !== user.id)) {
      throw new HttpError(403, COULD_NOT_VALIDATE_CREDENTIALS);
    }
    request.sessionId = claims.sessionId ?? null;
    // View-as (modules/view-as): a superuser's session viewing as a role or a person acts as them, read-only.
    const view = await viewOfSession(user, session, (id) => users.findById(id));
    request.viewAs = view;
    request.actor = view ? user : null;
    request.user = view ? identityOf(user, view) : user;
    if (view) refuseWritesWhileViewing(request, view, claims.sessionId!);
  };

  /**
   * Records a session's use once its call has succeeded (an onSend hook: before the answer
   * leaves), at most once a minute: a refused call (a 4xx, a 5xx) changes nothing stored.
   */
  const recordSessionUse: onSendAsyncHookHandler = async (request, reply, payload) => {
    const id = request.sessionId;
    if (id && reply.statusCode < 400 && sessions.lastUsed.due(id)) await sessions.repository.touch(id, nowIso());
    return payload;
  };

  /** As currentUser, and the user must hold the permission (or one of them). */
  const requirePermission = (needed: RoutePermission): preValidationAsyncHookHandler =>
    async function (request, reply) {
      await currentUser.call(this, request, reply);
      assertPermission(request.user, needed);
    };

  /** As requirePermission, with the permission the route declares in `config.permission`. */
  const authorize: preValidationAsyncHookHandler = async function (request, reply) {
    await currentUser.call(this, request, reply);
    assertPermission(request.user, declaredPermission(request.routeOptions.config));
  };

  return { currentUser, requirePermission, authorize, recordSessionUse };
}

/** What a route needs: one permission, or any one of several (the change stream: either screen's). */
export type RoutePermission = Permission | readonly Permission[];

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session (the token's `sid`), set with request.user; null for a token without one. */
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /** The permission a route under `authorize` needs; such a route cannot be declared without one. */
    permission?: RoutePermission;
  }
}

/** The route's declared permission; a route under `authorize` without one is a programming error. */
export function declaredPermission(config: { permission?: RoutePermission; url?: string }): RoutePermission {
  if (!config.permission) throw new Error(`the route ${config.url ?? ''} declares no permission`);
  return config.permission;
}

/**
 * Refuses a user who holds none of the permissions, with the contract's 403 and
 * `missing_permission` naming the (first) one needed.
 */
export function assertPermission(user: { is_superuser: boolean; roles: UserRow['roles'] }, needed: RoutePermission): void {
  const anyOf: readonly Permission[] = typeof needed === 'string' ? [needed] : needed;
  const held = permissionsOf(user);
  if (!anyOf.some((permission) => held.includes(permission))) {
    throw new HttpError(403, NOT_ENOUGH_PRIVILEGES, {}, { missing_permission: anyOf[0]! });
  }
}
