import type { FastifyPluginAsync } from 'fastify';
import { backOfficeScope } from '../modules/back-office/back-office-scope.js';
import { bulkJobsRoutes } from '../modules/bulk-jobs/bulk-jobs.routes.js';
import { changesRoutes } from '../modules/changes/changes.routes.js';
import { videoTasksRoutes } from '../modules/video-tasks/video-tasks.routes.js';
import { videoTemplatesRoutes } from '../modules/video-templates/video-templates.routes.js';

/** The admin back office, mounted at /api/backend: every call needs a superuser. */
export const apiBackend: FastifyPluginAsync = async (app) => {
  await app.register(backOfficeScope(videoTemplatesRoutes), { prefix: '/video-template' });
  await app.register(backOfficeScope(videoTasksRoutes), { prefix: '/video-tasks' });
  await app.register(backOfficeScope(bulkJobsRoutes), { prefix: '/bulk-jobs' });
  await app.register(backOfficeScope(changesRoutes), { prefix: '/video-tasks' });
};
