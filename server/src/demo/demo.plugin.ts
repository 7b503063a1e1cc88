import fp from 'fastify-plugin'
import { seedDemoData } from './demo-seed.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the demo loader did at start (for the start banner). */
    demoData: { loaded: boolean; templates: number; tasks: number } | null
  }
}

/**
 * Loads the demo data set into an empty database when the app is ready (SEED_DEMO, default on;
 * tests turn it off). Registered before the worker, whose onReady hook runs after this one.
 * A failure is logged, never fatal: the server is useful without demo rows.
 */
export const demoPlugin = fp(
  async (app) => {
    app.decorate('demoData', null)
    if (!app.config.seedDemo) return
    app.addHook('onReady', async () => {
      try {
        const result = await seedDemoData(app.db, app.config.databaseUrl ? 'postgres' : 'sqlite', app.storage, app.log)
        app.demoData = result ? { loaded: true, ...result } : { loaded: false, templates: 0, tasks: 0 }
      } catch (error) {
        app.log.error({ err: error }, 'loading the demo data failed')
      }
    })
  },
  { name: 'demo', dependencies: ['db', 'storage'] },
)
