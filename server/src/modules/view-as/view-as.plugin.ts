import fp from 'fastify-plugin';
import { createViewAsRepository } from './view-as.repository.js';
import { viewAsRoutes } from './view-as.routes.js';
import { createViewAsService, type ViewAsService } from './view-as.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    viewAsService: ViewAsService;
  }
}

/**
 * View-as: a superuser looks at the product as a role or a person, read-only (/api/v1/view-as).
 * Authentication applies it (users/authentication.ts, with viewing/viewed-identity.ts): request.user is
 * who is viewed, request.actor the superuser, and every write is refused.
 */
export const viewAsPlugin = fp(
  async (app) => {
    app.decorateRequest('actor', null);
    app.decorateRequest('viewAs', null);
    app.decorate(
      'viewAsService',
      createViewAsService({ repository: createViewAsRepository(app.db), users: app.usersRepository, audit: app.auditLog }),
    );
    await app.register(viewAsRoutes, { prefix: '/api/v1' });
  },
  { name: 'view-as', dependencies: ['db', 'users', 'audit'] },
);
