import fp from 'fastify-plugin';
import { privateRoutes } from './private.routes.js';

/**
 * Routes for a developer's own machine only, as the FastAPI full-stack template has them: with
 * ENVIRONMENT=local, POST /api/v1/private/users/ makes a user without anyone signing in, so that
 * template's end-to-end suites run against this product. Otherwise nothing is registered: the
 * path answers 404 and the OpenAPI document does not name it.
 */
export const privatePlugin = fp(
  async (app) => {
    if (app.config.environment !== 'local') return;
    await app.register(privateRoutes, { prefix: '/api/v1/private' });
  },
  { name: 'private', dependencies: ['config', 'users'] },
);
