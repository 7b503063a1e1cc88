import fp from 'fastify-plugin';
import { sessionsRoutes } from './sessions.routes.js';
import { createSessionsService, type SessionsService } from './sessions.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessionsService: SessionsService;
  }
}

/**
 * Signed-in sessions one can see and end: /api/v1/users/me/sessions, and a superuser's
 * /api/v1/users/{user_id}/sessions. The rows themselves are read by authentication (the users
 * plugin owns the repository, since every authenticated request checks its session).
 */
export const sessionsPlugin = fp(
  async (app) => {
    app.decorate(
      'sessionsService',
      createSessionsService({
        repository: app.sessionsRepository,
        users: app.usersRepository,
        tokenLifetimeMs: app.tokens.accessTokenLifetimeMs,
      }),
    );
    await app.register(sessionsRoutes, { prefix: '/api/v1/users' });
  },
  { name: 'sessions', dependencies: ['security', 'users'] },
);
