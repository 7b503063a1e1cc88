import type { preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../../db/rows.js';
import { authenticationHooks } from './authentication.js';
import { createUsersRepository, type UsersRepository } from './users.repository.js';
import { usersRoutes } from './users.routes.js';
import { createUsersService, type UsersService } from './users.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
    usersService: UsersService;
    /** Route hook: requires a valid bearer token of an active user; sets request.user. */
    currentUser: preValidationAsyncHookHandler;
    /** Route hook: as currentUser, and the user must be a superuser. */
    requireSuperuser: preValidationAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by the currentUser / requireSuperuser hooks; only read it in routes that use them. */
    user: UserRow;
  }
}

/**
 * The users: their rows, who is calling (the currentUser and requireSuperuser hooks every other
 * feature's routes use), the first superuser made at start, and /api/v1/users.
 */
export const usersPlugin = fp(
  async (app) => {
    const repository = createUsersRepository(app.db);
    app.decorate('usersRepository', repository);
    app.decorateRequest('user', null as unknown as UserRow);
    const { currentUser, requireSuperuser } = authenticationHooks(app.tokens, repository);
    app.decorate('currentUser', currentUser);
    app.decorate('requireSuperuser', requireSuperuser);
    const service = createUsersService(repository, app.passwords);
    app.decorate('usersService', service);
    await service.ensureFirstSuperuser(app.config.firstSuperuser, app.config.firstSuperuserPassword);
    await app.register(usersRoutes, { prefix: '/api/v1/users' });
  },
  { name: 'users', dependencies: ['config', 'db', 'security'] },
);
