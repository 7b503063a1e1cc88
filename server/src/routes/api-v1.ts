import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes.js';
import { deployKeysRoutes } from '../modules/deploy-keys/deploy-keys.routes.js';
import { frontendModulesRoutes } from '../modules/frontend-modules/frontend-modules.routes.js';
import { itemsRoutes } from '../modules/items/items.routes.js';
import { loginRoutes } from '../modules/login/login.routes.js';
import { releasesRoutes } from '../modules/releases/releases.routes.js';
import { usersRoutes } from '../modules/users/users.routes.js';
import { utilsRoutes } from '../modules/utils/utils.routes.js';

/**
 * The starter-compatible API, mounted at /api/v1. The admin back office gets a sibling plugin
 * mounted at /api/backend, built from its own modules the same way.
 */
export const apiV1: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(itemsRoutes, { prefix: '/items' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  await app.register(utilsRoutes, { prefix: '/utils' });
  await app.register(releasesRoutes, { prefix: '/releases' });
  await app.register(frontendModulesRoutes, { prefix: '/modules' });
  await app.register(deployKeysRoutes, { prefix: '/deploy-keys' });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
