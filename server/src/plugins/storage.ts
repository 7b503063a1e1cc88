import fp from 'fastify-plugin';
import { LocalStorage } from '../storage/local-storage.js';
import type { Storage } from '../storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Gives the app its file storage: the local one, below the configured uploads folder. */
export const storagePlugin = fp(
  async (app) => {
    app.decorate('storage', new LocalStorage(app.config.uploadsDir));
  },
  { name: 'storage', dependencies: ['config'] },
);
