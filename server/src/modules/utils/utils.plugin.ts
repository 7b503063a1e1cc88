import fp from 'fastify-plugin';
import { utilsRoutes } from './utils.routes.js';

/** The starter's utilities (a test e-mail, the health check) and the readiness probe: /api/v1/utils. */
export const utilsPlugin = fp(
  async (app) => {
    await app.register(utilsRoutes, { prefix: '/api/v1/utils' });
  },
  { name: 'utils', dependencies: ['config', 'mail', 'readiness', 'users'] },
);
