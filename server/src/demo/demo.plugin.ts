import fp from 'fastify-plugin'
import { seedDemoData } from './demo-seed.js'

/**
 * Loads the demo data set into an empty database when the app is ready (SEED_DEMO, default on;
 * tests turn it off). Registered before the worker, whose onReady hook runs after this one.
 * A failure is logged, never fatal: the server is useful without demo rows.
 */
export const demoPlugin = fp(
  async (app) => {
    if (!app.config.seedDemo) return
    app.addHook('onReady', async () => {
      try {
        await seedDemoData(app.db, app.config.databaseUrl ? 'postgres' : 'sqlite', app.storage, app.log)
      } catch (error) {
        app.log.error({ err: error }, 'loading the demo data failed')
      }
    })
  },
  { name: 'demo', dependencies: ['db', 'storage'] },
)
