import fp from 'fastify-plugin';
import { BACK_OFFICE_PREFIX, backOfficeScope } from '../back-office/back-office-scope.js';
import { appRepositoryOptions } from '../video-media/repository-context.js';
import { createVideoTemplatesRepository, type VideoTemplatesRepository } from './video-templates.repository.js';
import { videoTemplatesRoutes } from './video-templates.routes.js';
import { createVideoTemplatesService, type VideoTemplatesService } from './video-templates.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    videoTemplatesRepository: VideoTemplatesRepository;
    videoTemplatesService: VideoTemplatesService;
  }
}

/**
 * Video templates: their repository and history, their service (rules, AI, reference uploads,
 * whose video tasks the tasks service makes), and the back office's calls under /video-template.
 */
export const videoTemplatesPlugin = fp(
  async (app) => {
    const { dialect, options } = appRepositoryOptions(app, 'template');
    const repo = createVideoTemplatesRepository(app.db, dialect, options);
    const tasks = app.videoTasksService;
    app.decorate('videoTemplatesRepository', repo);
    app.decorate(
      'videoTemplatesService',
      createVideoTemplatesService({
        repo,
        db: app.db,
        createReferenceTask: (input) => tasks.createForReference(input),
        ai: app.ai,
        storage: app.storage,
        log: app.log,
      }),
    );

    await app.register(backOfficeScope(videoTemplatesRoutes), { prefix: `${BACK_OFFICE_PREFIX}/video-template` });
  },
  { name: 'video-templates', dependencies: ['db', 'change-feed', 'storage', 'ai', 'users', 'video-tasks'] },
);
