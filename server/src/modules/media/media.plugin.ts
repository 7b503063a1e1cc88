import fp from 'fastify-plugin';
import { mediaRoutes } from './media.routes.js';

/** The stored pictures and videos, at /media/<key>, from whichever store holds them. */
export const mediaPlugin = fp(
  async (app) => {
    await app.register(mediaRoutes);
  },
  { name: 'media', dependencies: ['storage'] },
);
