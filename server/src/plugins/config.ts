import fp from 'fastify-plugin';
import type { Config } from '../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Makes the settings the app was built with available to every plugin as app.config. */
export const configPlugin = fp(
  async (app, options: { config: Config }) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);
