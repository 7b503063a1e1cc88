import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Bulk jobs: an admin's action on many templates or tasks, run by a worker loop in the server
// (docs/decisions/0013-bulk-jobs.md). The job row holds the request, the lease of the instance
// running it and the running totals; one item row per selected template or task holds that
// row's outcome, so a job resumed after a restart skips what is done.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

function serial(db: Kysely<any>) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_jobs')
    .addColumn('id', 'integer', serial(db))
    .addColumn('list', 'varchar(16)', (col) => col.notNull())
    .addColumn('action', 'varchar(32)', (col) => col.notNull())
    .addColumn('params', 'text')
    .addColumn('selection', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'varchar(64)')
    .addColumn('actor_email', 'varchar(255)')
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('succeeded', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_by', 'varchar(128)')
    .addColumn('locked_until', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  // The runner's claim looks only at unfinished jobs; an admin's recent jobs are listed newest first.
  await db.schema.createIndex('bulk_jobs_status_idx').on('bulk_jobs').columns(['status', 'id']).execute();
  await db.schema.createIndex('bulk_jobs_actor_idx').on('bulk_jobs').columns(['actor_id', 'id']).execute();

  await db.schema
    .createTable('bulk_job_items')
    .addColumn('job_id', 'integer', (col) => col.notNull().references('bulk_jobs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('started_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .addPrimaryKeyConstraint('bulk_job_items_pkey', ['job_id', 'position'])
    .execute();
  // The next row to run, and a job's failures, are ranges of this index.
  await db.schema.createIndex('bulk_job_items_state_idx').on('bulk_job_items').columns(['job_id', 'state', 'position']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_job_items').execute();
  await db.schema.dropTable('bulk_jobs').execute();
}
