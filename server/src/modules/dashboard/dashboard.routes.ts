import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_ERRORS, BEARER, errorResponses } from '../../schemas/common.js';
import { Dashboard } from './dashboard.schemas.js';

export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', app.currentUser);

  app.get(
    '/',
    {
      schema: {
        tags: ['dashboard'],
        operationId: 'dashboard-read',
        summary: 'Read Dashboard',
        description:
          "The signed-in user's dashboard figures: their items, and the back office's they may read (template figures with templates.read, task figures with tasks.read; back_office is null with neither). Counts come from counter tables the database keeps with every write: always current.",
        security: BEARER,
        response: { 200: Dashboard, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async (request) => app.dashboardService.figures(request.user),
  );
};
