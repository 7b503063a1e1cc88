import fp from 'fastify-plugin';
import { createItemsRepository, type ItemsRepository } from './items.repository.js';
import { itemsRoutes } from './items.routes.js';
import { createItemsService, type ItemsService } from './items.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    itemsRepository: ItemsRepository;
    itemsService: ItemsService;
  }
}

/** The starter's items, each its owner's: /api/v1/items. */
export const itemsPlugin = fp(
  async (app) => {
    const repository = createItemsRepository(app.db);
    app.decorate('itemsRepository', repository);
    app.decorate('itemsService', createItemsService(repository));
    await app.register(itemsRoutes, { prefix: '/api/v1/items' });
  },
  { name: 'items', dependencies: ['db', 'users'] },
);
