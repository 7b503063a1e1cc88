import fp from 'fastify-plugin';
import { createFrontendModulesRepository } from './frontend-modules.repository.js';
import { createFrontendModulesService, type FrontendModulesService } from './frontend-modules.service.js';
import { frontendModulesRoutes } from './frontend-modules.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    frontendModules: FrontendModulesService;
  }
}

/** The registry of frontend modules (the shell and its remotes), read from the database each time: /api/v1/modules. */
export const frontendModulesPlugin = fp(
  async (app) => {
    const service = createFrontendModulesService(createFrontendModulesRepository(app.db), {
      log: (message) => app.log.info(`modules: ${message}`),
    });
    app.decorate('frontendModules', service);
    await app.register(frontendModulesRoutes, { prefix: '/api/v1/modules' });
  },
  { name: 'frontend-modules', dependencies: ['db', 'users'] },
);
