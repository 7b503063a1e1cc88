import fp from 'fastify-plugin';
import { createDeployKeysRepository } from './deploy-keys.repository.js';
import { createDeployKeysService, type DeployKeysService } from './deploy-keys.service.js';
import { deployKeysRoutes } from './deploy-keys.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    deployKeys: DeployKeysService;
  }
}

/** Deploy keys: one module's CI publishes that module with a secret of its own. /api/v1/deploy-keys */
export const deployKeysPlugin = fp(
  async (app) => {
    const service = createDeployKeysService(createDeployKeysRepository(app.db), {
      modules: app.frontendModules,
      log: (message) => app.log.info(`deploy keys: ${message}`),
    });
    app.decorate('deployKeys', service);
    await app.register(deployKeysRoutes, { prefix: '/api/v1/deploy-keys' });
  },
  { name: 'deploy-keys', dependencies: ['db', 'users', 'frontend-modules'] },
);
