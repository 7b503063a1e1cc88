import fp from 'fastify-plugin';
import { createPlatformRegistry, type PlatformRegistry } from '../providers/video/registry.js';
import { BulkJobRunner } from './bulk-job-runner.js';
import { VideoWorker } from './video-worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    worker: VideoWorker;
    bulkJobRunner: BulkJobRunner;
    platforms: PlatformRegistry;
  }
}

/**
 * The video-task worker runs inside the server: started when the app is ready (unless
 * WORKER_ENABLED=false, as in tests that do not start it themselves) and stopped, waiting for
 * steps in progress, when the app closes. Both it and the bulk-job runner follow the change feed,
 * so work created anywhere (a request here, another instance) wakes them at once.
 */
export const workerPlugin = fp(
  async (app) => {
    const { config } = app;
    const platforms = createPlatformRegistry(config.platforms, config.worker.platformTimeoutMs, config.worker.localDelayMs, app.storage);
    const worker = new VideoWorker({
      tasks: app.videoTasksRepository,
      templates: app.videoTemplatesRepository,
      platforms,
      storage: app.storage,
      config: config.worker,
      log: app.log.child({ component: 'video-worker' }),
    });
    // Bulk jobs run beside the tasks, under the same switch, lease length and poll interval.
    const bulkJobRunner = new BulkJobRunner({
      jobs: app.bulkJobsRepository,
      runRow: app.bulkJobsService.runRow,
      mayGoOn: app.bulkJobsService.mayGoOn,
      config: { leaseMs: config.worker.leaseMs, pollIntervalMs: config.worker.pollIntervalMs },
      log: app.log.child({ component: 'bulk-job-runner' }),
    });
    app.decorate('platforms', platforms);
    app.decorate('worker', worker);
    app.decorate('bulkJobRunner', bulkJobRunner);
    // A runner that is not started ignores a wake.
    const stopHearing = app.changeFeed.subscribe(({ event }) => {
      worker.hear(event);
      bulkJobRunner.hear(event);
    });
    if (config.worker.enabled) {
      app.addHook('onReady', async () => {
        worker.start();
        bulkJobRunner.start();
      });
    }
    // Registered after the db plugin, so this runs before the database is closed.
    app.addHook('onClose', async () => {
      stopHearing();
      await Promise.all([worker.stop(), bulkJobRunner.stop()]);
    });
  },
  { name: 'worker', dependencies: ['change-feed', 'storage', 'video-tasks', 'video-templates', 'bulk-jobs'] },
);
