import fp from 'fastify-plugin';
import { createFrontendModulesRepository } from './frontend-modules.repository.js';
import { createFrontendModulesService, type FrontendModulesService } from './frontend-modules.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    frontendModules: FrontendModulesService;
  }
}

/** The registry of frontend modules (the shell and its remotes), read from the database each time. */
export const frontendModulesPlugin = fp(
  async (app) => {
    const service = createFrontendModulesService(createFrontendModulesRepository(app.db), {
      log: (message) => app.log.info(`modules: ${message}`),
    });
    app.decorate('frontendModules', service);
  },
  { name: 'frontend-modules', dependencies: ['db'] },
);
