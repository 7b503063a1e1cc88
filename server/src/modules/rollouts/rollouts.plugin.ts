import fp from 'fastify-plugin';
import { createRolloutsRepository } from './rollouts.repository.js';
import { previewConsentRoutes } from './preview-consent.routes.js';
import { previewRoutes, rolloutsRoutes } from './rollouts.routes.js';
import { createRolloutsService, type RolloutsService } from './rollouts.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    rollouts: RolloutsService;
  }
}

/**
 * Trying a remote's release before everyone gets it: rollouts to a share of browsers and preview
 * links, at /api/v1/releases/{module}/rollout and /preview (ended at .../previews/{id}); a
 * release is withdrawn at .../{release}/withdraw. /preview/<token> opens a link once the person
 * agrees on its page, and DELETE /api/v1/frontend-preview leaves it. `app.rollouts.releaseOf`
 * says which release of a module a browser gets, `audienceOf` who may load a release's files.
 */
export const rolloutsPlugin = fp(
  async (app) => {
    const { config } = app;
    app.decorate(
      'rollouts',
      createRolloutsService(createRolloutsRepository(app.db), {
        releases: app.releases,
        secret: config.secretKey,
        frontendHost: config.frontendHost,
        previewTtlMinutes: config.releases.previewTtlMinutes,
        log: (message) => app.log.info(`rollouts: ${message}`),
      }),
    );
    await app.register(rolloutsRoutes, { prefix: '/api/v1/releases' });
    await app.register(previewRoutes);
    await app.register(previewConsentRoutes);
  },
  { name: 'rollouts', dependencies: ['config', 'db', 'users', 'frontend-modules', 'deploy-keys', 'releases'] },
);
