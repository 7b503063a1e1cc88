import fp from 'fastify-plugin';
import { dashboardRoutes } from './dashboard.routes.js';
import { createDashboardService, type DashboardService } from './dashboard.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    dashboardService: DashboardService;
  }
}

/** The signed-in user's figures (those of the back office they may read): /api/v1/dashboard. */
export const dashboardPlugin = fp(
  async (app) => {
    app.decorate('dashboardService', createDashboardService(app.itemsRepository, app.videoTemplatesRepository, app.videoTasksRepository));
    await app.register(dashboardRoutes, { prefix: '/api/v1/dashboard' });
  },
  { name: 'dashboard', dependencies: ['users', 'items', 'video-templates', 'video-tasks'] },
);
