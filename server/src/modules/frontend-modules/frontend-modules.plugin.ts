import fp from 'fastify-plugin';
import { createFrontendModulesRepository } from './frontend-modules.repository.js';
import { createFrontendModulesService, type FrontendModulesService, type ModuleMounts } from './frontend-modules.service.js';
import { frontendModulesRoutes } from './frontend-modules.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    frontendModules: FrontendModulesService;
  }
}

/** The registry of frontend modules (the shell and its remotes), read from the database each time: /api/v1/modules. */
export const frontendModulesPlugin = fp(
  async (app) => {
    // The releases feature needs the registry, so it is registered after this one: what a
    // module's live release mounts is asked of it when a retirement is previewed, not before.
    const liveMounts = async (name: string): Promise<ModuleMounts | null> => {
      const live = (await app.releases.live()).find((row) => row.package === name);
      const declaration = live ? await app.releases.declaration(name, live.release_id) : null;
      return declaration && { routes: declaration.routes.map((route) => route.path), menu: declaration.menu.map((entry) => entry.path) };
    };
    const service = createFrontendModulesService(createFrontendModulesRepository(app.db), {
      log: (message) => app.log.info(`modules: ${message}`),
      liveMounts,
    });
    app.decorate('frontendModules', service);
    await app.register(frontendModulesRoutes, { prefix: '/api/v1/modules' });
  },
  { name: 'frontend-modules', dependencies: ['db', 'users'] },
);
