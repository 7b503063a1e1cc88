import fp from 'fastify-plugin';
import { createStorage } from '../storage/create-storage.js';
import { StorageUnavailableError } from '../storage/errors.js';
import type { Storage } from '../storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Gives the app its file storage: the local folder below DATA_DIR/uploads, or the configured bucket. */
export const storagePlugin = fp(
  async (app) => {
    const storage = await createStorage(app.config.storage);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close?.());
    // The client gets a 503 with the reason; whoever runs the server needs to hear of it too.
    app.addHook('onError', async (request, _reply, error) => {
      if (error instanceof StorageUnavailableError) request.log.warn({ err: error.cause ?? error }, error.message);
    });
  },
  { name: 'storage', dependencies: ['config'] },
);
