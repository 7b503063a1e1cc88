import { Migrator, sql, type Kysely } from 'kysely';
import { migrationProvider } from './migrations/index.js';
import type { Database } from './types.js';

export async function migrateToLatest(db: Kysely<Database>, schema: string | null): Promise<void> {
  if (schema) {
    // The instances of a fleet start together, and two `create schema if not exists` at once can
    // both try to create it: one creates it while the others wait (a lock held to the commit).
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`create schema ${schema}`}))`.execute(trx);
      await sql`create schema if not exists ${sql.id(schema)}`.execute(trx);
    });
  }
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // Kysely looks up its bookkeeping tables in any schema unless told which one is ours.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
