import type { Kysely } from 'kysely';

// What browsers report of the remotes they load, counted per release: each browser once (with
// its loads and failures, capped), and per minute for the recent history. Rows older than the
// retention are deleted as reports arrive, so both tables stay bounded.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('frontend_load_browsers')
    .addColumn('package', 'varchar(64)', (col) => col.notNull())
    .addColumn('release_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('browser_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('first_seen', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_seen', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_failure_at', 'varchar(32)')
    .addColumn('loads', 'integer', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_phase', 'varchar(16)')
    .addPrimaryKeyConstraint('frontend_load_browsers_pkey', ['package', 'release_id', 'browser_id'])
    .execute();
  await db.schema.createIndex('frontend_load_browsers_last_seen_idx').on('frontend_load_browsers').column('last_seen').execute();

  await db.schema
    .createTable('frontend_load_minutes')
    .addColumn('package', 'varchar(64)', (col) => col.notNull())
    .addColumn('release_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('minute', 'varchar(32)', (col) => col.notNull())
    .addColumn('browsers', 'integer', (col) => col.notNull())
    .addColumn('failed_browsers', 'integer', (col) => col.notNull())
    .addColumn('loads', 'integer', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('frontend_load_minutes_pkey', ['package', 'release_id', 'minute'])
    .execute();
  await db.schema.createIndex('frontend_load_minutes_minute_idx').on('frontend_load_minutes').column('minute').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('frontend_load_minutes').execute();
  await db.schema.dropTable('frontend_load_browsers').execute();
}
