import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// The audit log: who changed what through the back office and the admin APIs, and when. Template
// changes keep their own record (video_template_history) and release actions theirs
// (release_events); the audit list reads those beside this table, so both get an index by time
// here for its newest-first pages across every template and every module.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

function serial(db: Kysely<any>) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', serial(db))
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    // The person's e-mail or the deploy key's label at the time; null when nobody was signed in.
    .addColumn('actor', 'varchar(255)')
    .addColumn('actor_id', 'varchar(64)')
    .addColumn('kind', 'varchar(64)', (col) => col.notNull())
    .addColumn('target', 'varchar(512)', (col) => col.notNull())
    // A short JSON text of what changed; never a secret.
    .addColumn('summary', 'text')
    .execute();
  // Pages newest first and the retention's deletes; a kind (or a family: a prefix) or a target, newest first.
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_kind_idx').on('audit_log').columns(['kind', 'at']).execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target', 'at']).execute();
  await db.schema.createIndex('video_template_history_created_idx').on('video_template_history').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('release_events_at_idx').on('release_events').columns(['at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('release_events_at_idx').execute();
  await db.schema.dropIndex('video_template_history_created_idx').execute();
  await db.schema.dropTable('audit_log').execute();
}
