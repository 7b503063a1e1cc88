import fp from 'fastify-plugin';
import { createUserViewsRepository } from './user-views.repository.js';
import { userViewsRoutes } from './user-views.routes.js';
import { createUserViewsService, type UserViewsService } from './user-views.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    userViews: UserViewsService;
  }
}

/** Saved views of the lists, per person, some shared with a role: /api/v1/users/me/views */
export const userViewsPlugin = fp(
  async (app) => {
    app.decorate('userViews', createUserViewsService(createUserViewsRepository(app.db)));
    await app.register(userViewsRoutes, { prefix: '/api/v1/users/me/views' });
  },
  { name: 'user-views', dependencies: ['db', 'users'] },
);
