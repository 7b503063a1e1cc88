import type { preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/rows.js';
import { authenticationHooks, type RoutePermission } from './authentication.js';
import { SignupThrottle } from './signup-throttle.js';
import { createUsersRepository, type UsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';
import { ownRightsRoutes } from '../changes/own-rights.routes.js';
import { createUsersService, type UsersService } from './users.service.js';
import { createSessionsRepository, type SessionsRepository } from '../sessions/sessions.repository.js';
import { LastUsedThrottle } from '../sessions/last-used-throttle.js';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
    /** The signed-in sessions' rows, read by every authenticated request (see modules/sessions). */
    sessionsRepository: SessionsRepository;
    usersService: UsersService;
    /** Route hook: requires a valid bearer token of an active user; sets request.user. */
    currentUser: preValidationAsyncHookHandler;
    /** Route hook: as currentUser, and the user must hold the permission (any one of a list). */
    requirePermission: (needed: RoutePermission) => preValidationAsyncHookHandler;
    /** Route hook: as requirePermission, with the permission the route declares in `config.permission`. */
    authorize: preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by the currentUser / requirePermission / authorize hooks; only read it in routes that use them. */
    user: UserRow;
  }
}

/**
 * The users: their rows, who is calling (the currentUser, requirePermission and authorize hooks every other
 * feature's routes use), the first superuser made at start, and /api/v1/users (sign-up with its
 * limit, invitations by mail).
 */
export const usersPlugin = fp(
  async (app) => {
    const repository = createUsersRepository(app.db);
    app.decorate('usersRepository', repository);
    app.decorateRequest('user', null as unknown as UserRow);
    app.decorateRequest('sessionId', null);
    const sessions = createSessionsRepository(app.db);
    app.decorate('sessionsRepository', sessions);
    const { currentUser, requirePermission, authorize, recordSessionUse } = authenticationHooks(app.tokens, repository, {
      repository: sessions,
      lastUsed: new LastUsedThrottle(),
    });
    app.decorate('currentUser', currentUser);
    app.decorate('requirePermission', requirePermission);
    app.decorate('authorize', authorize);
    app.addHook('onSend', recordSessionUse);
    const service = createUsersService({
      repo: repository,
      passwords: app.passwords,
      tokens: app.tokens,
      mailer: app.mailer,
      config: app.config,
      signupThrottle: new SignupThrottle(app.db, app.config.signupRateLimit),
      changeFeed: app.changeFeed,
      sessions,
    });
    app.decorate('usersService', service);
    await service.ensureFirstSuperuser(app.config.firstSuperuser, app.config.firstSuperuserPassword);
    await app.register(usersRoutes, { prefix: '/api/v1/users' });
    await app.register(ownRightsRoutes, { prefix: '/api/v1/users' });
  },
  { name: 'users', dependencies: ['config', 'db', 'security', 'mail', 'change-feed'] },
);
