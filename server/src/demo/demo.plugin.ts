import fp from 'fastify-plugin';
import { seedDemoData } from './demo-seed.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the demo loader did at start (for the start banner). */
    demoData: { loaded: boolean; templates: number; tasks: number } | null;
    /**
     * Settles once the demo loader has finished (at once when it does not run). The server
     * awaits it between ready and listen, and tests after ready.
     */
    demoSeeded: Promise<void>;
  }
}

/**
 * Loads the demo data set into an empty database when the app is ready (SEED_DEMO, default on;
 * tests turn it off). The onReady hook only starts the loading: drawing the pictures and clips
 * and writing the rows can take longer than Fastify's plugin timeout (10 s) on a busy machine,
 * which would fail the start. Whoever starts the app awaits `demoSeeded` instead (server.ts
 * before it listens, so the first request already sees the data), and closing waits for it.
 * A failure is logged, never fatal: the server is useful without demo rows.
 */
export const demoPlugin = fp(
  async (app) => {
    app.decorate('demoData', null);
    app.decorate('demoSeeded', Promise.resolve());
    if (!app.config.seedDemo) return;
    app.addHook('onReady', async () => {
      app.demoSeeded = (async () => {
        try {
          const result = await seedDemoData(app.db, app.config.databaseUrl ? 'postgres' : 'sqlite', app.storage, app.log);
          app.demoData = result ? { loaded: true, ...result } : { loaded: false, templates: 0, tasks: 0 };
        } catch (error) {
          app.log.error({ err: error }, 'loading the demo data failed');
        } finally {
          // Written around the repositories: counts cached meanwhile are out of date.
          app.videoTemplatesRepository.invalidateCounts();
          app.videoTasksRepository.invalidateCounts();
        }
      })();
    });
    // Registered after the db plugin, so this runs before the database is closed.
    app.addHook('onClose', async () => {
      await app.demoSeeded;
    });
  },
  { name: 'demo', dependencies: ['db', 'storage', 'video-templates', 'video-tasks'] },
);
