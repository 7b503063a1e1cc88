import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Opens the database, brings its schema up to date and closes it with the app. */
export const dbPlugin = fp(
  async (app) => {
    const db = createDatabase(app.config);
    try {
      await migrateToLatest(db, app.config.databaseUrl ? app.config.databaseSchema : null);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
