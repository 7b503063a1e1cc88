import { join } from 'node:path';
import fp from 'fastify-plugin';
import { FRONTENDS } from './frontends.js';
import { ReleaseStore } from './release-store.js';
import { createReleasesRepository } from './releases.repository.js';
import { createReleasesService, type ReleasesService } from './releases.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleasesService;
  }
}

/**
 * The frontends' releases. At start, a frontend with no release recorded adopts the build it is
 * served from today (its dist/) as its first, live release.
 */
export const releasesPlugin = fp(
  async (app) => {
    const { config } = app;
    const releases = createReleasesService(createReleasesRepository(app.db), {
      store: new ReleaseStore(config.releases.dir),
      keep: config.releases.keep,
      liveWithinMs: config.accessTokenExpireMinutes * 60_000,
      log: (message) => app.log.info(`releases: ${message}`),
    });
    app.decorate('releases', releases);
    app.addHook('onReady', async () => {
      for (const { package: frontend } of FRONTENDS) {
        await releases.adoptBuild(frontend, join(config.webRoot, frontend, 'dist'));
      }
    });
  },
  { name: 'releases', dependencies: ['config', 'db'] },
);
