import fp from 'fastify-plugin';
import { BACK_OFFICE_PREFIX, backOfficeScope } from '../back-office/back-office-scope.js';
import { changesRoutes } from '../changes/changes.routes.js';
import { appRepositoryOptions } from '../video-media/repository-context.js';
import { createUnusedMediaRemover } from '../video-media/unused-media.js';
import { createVideoTasksRepository, type VideoTasksRepository } from './video-tasks.repository.js';
import { videoTasksRoutes } from './video-tasks.routes.js';
import { createVideoTasksService, type VideoTasksService } from './video-tasks.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    videoTasksRepository: VideoTasksRepository;
    videoTasksService: VideoTasksService;
  }
}

/**
 * Video tasks: their repository (the worker claims from it too), their service, and the back
 * office's calls under /video-tasks, the change feed's event stream among them.
 */
export const videoTasksPlugin = fp(
  async (app) => {
    const { dialect, options } = appRepositoryOptions(app, 'task');
    const repo = createVideoTasksRepository(app.db, dialect, options);
    app.decorate('videoTasksRepository', repo);
    app.decorate('videoTasksService', createVideoTasksService(repo, createUnusedMediaRemover(app.db, app.storage, app.log)));

    const prefix = `${BACK_OFFICE_PREFIX}/video-tasks`;
    await app.register(backOfficeScope(videoTasksRoutes), { prefix });
    await app.register(backOfficeScope(changesRoutes), { prefix });
  },
  { name: 'video-tasks', dependencies: ['db', 'change-feed', 'storage', 'users'] },
);
