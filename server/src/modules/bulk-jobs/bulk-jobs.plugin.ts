import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { BACK_OFFICE_PREFIX, backOfficeScope } from '../back-office/back-office-scope.js';
import { dialectOf } from '../video-media/repository-context.js';
import { createRowRunner } from './bulk-actions.js';
import { createBulkJobsRepository, type BulkJobsRepository } from './bulk-jobs.repository.js';
import { bulkJobsRoutes } from './bulk-jobs.routes.js';
import { createBulkJobsService, type BulkJobsService } from './bulk-jobs.service.js';
import type { BulkJobsDatabase } from './bulk-jobs.tables.js';

declare module 'fastify' {
  interface FastifyInstance {
    bulkJobsRepository: BulkJobsRepository;
    bulkJobsService: BulkJobsService;
  }
}

/** Bulk actions on templates and tasks, run as server-side jobs (the worker's bulk-job runner runs them); the calls under /bulk-jobs. */
export const bulkJobsPlugin = fp(
  async (app) => {
    const repo = createBulkJobsRepository(app.db as unknown as Kysely<BulkJobsDatabase>, dialectOf(app.config.databaseUrl), app.changeFeed);
    const runRow = createRowRunner({
      templates: app.videoTemplatesService,
      templatesRepo: app.videoTemplatesRepository,
      tasks: app.videoTasksService,
      log: app.log.child({ component: 'bulk-jobs' }),
    });
    app.decorate('bulkJobsRepository', repo);
    app.decorate(
      'bulkJobsService',
      createBulkJobsService({
        repo,
        templatesRepo: app.videoTemplatesRepository,
        tasksRepo: app.videoTasksRepository,
        users: app.usersRepository,
        runRow,
        maxUnfinishedPerUser: app.config.bulkJobsMaxQueuedPerUser,
      }),
    );

    await app.register(backOfficeScope(bulkJobsRoutes), { prefix: `${BACK_OFFICE_PREFIX}/bulk-jobs` });
  },
  { name: 'bulk-jobs', dependencies: ['db', 'change-feed', 'users', 'video-templates', 'video-tasks'] },
);
