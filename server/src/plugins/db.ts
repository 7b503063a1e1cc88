import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { markSqliteInstance } from '../db/sqlite-instance-marker.js';
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
    const marker = app.config.databaseUrl ? null : markSqliteInstance(app.config.sqlitePath);
    if (marker?.otherHolder) {
      app.log.warn(
        `Another server (process ${marker.otherHolder.pid}) has ${app.config.sqlitePath} open. SQLite serves one instance: ` +
          "lists and live status may lag the other one's writes. To run several instances, use PostgreSQL (DATABASE_URL).",
      );
    }
    app.addHook('onClose', async () => {
      marker?.release();
      await db.destroy();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
