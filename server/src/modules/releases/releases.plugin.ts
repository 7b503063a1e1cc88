import { join } from 'node:path';
import fp from 'fastify-plugin';
import { createReleaseStore } from './create-release-store.js';
import { createReleasesRepository } from './releases.repository.js';
import { createReleasesService, type ReleasesService } from './releases.service.js';
import { releasesRoutes } from './releases.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleasesService;
  }
}

/**
 * The frontends' releases. At start, a registered module with no release recorded adopts the
 * build it is served from today (its dist/ in WEB_ROOT, when there is one) as its first, live
 * release. Published, promoted and rolled back at /api/v1/releases, by a superuser or the module's
 * deploy key.
 */
export const releasesPlugin = fp(
  async (app) => {
    const { config } = app;
    const store = await createReleaseStore(config);
    app.addHook('onClose', async () => store.close?.());
    const releases = createReleasesService(createReleasesRepository(app.db), {
      store,
      modules: app.frontendModules,
      keep: config.releases.keep,
      liveWithinMs: config.accessTokenExpireMinutes * 60_000,
      log: (message) => app.log.info(`releases: ${message}`),
    });
    app.decorate('releases', releases);
    await app.register(releasesRoutes, { prefix: '/api/v1/releases' });
    app.addHook('onReady', async () => {
      for (const { name } of await app.frontendModules.list()) {
        await releases.adoptBuild(name, join(config.webRoot, name, 'dist'));
      }
    });
  },
  { name: 'releases', dependencies: ['config', 'db', 'users', 'frontend-modules', 'deploy-keys'] },
);
