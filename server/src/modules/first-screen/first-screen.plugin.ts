import fp from 'fastify-plugin';
import { frontendRoutes } from './first-screen.routes.js';

/**
 * The frontends on this origin: the shell's pages (each naming what its first screen loads),
 * /config.json and the remotes' files, from their live releases or their builds in place.
 */
export const firstScreenPlugin = fp(
  async (app) => {
    // In a scope of its own: the static-file helpers it registers are for these routes only.
    await app.register(frontendRoutes);
  },
  { name: 'first-screen', dependencies: ['config', 'frontend-modules', 'releases', 'rollouts', 'frontend-reports', 'frontend-overrides'] },
);
