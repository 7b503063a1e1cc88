import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Versioned releases of the frontends (the shell and every remote): one row per published
// release (its files live in the release store, never changed), one live pointer per frontend,
// and the history of every pointer move, which rollback and retention read.

const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

function serial(db: Kysely<any>) {
  return (col: ColumnDefinitionBuilder) =>
    isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('frontend_releases')
    .addColumn('package', 'varchar(64)', (col) => col.notNull())
    .addColumn('release_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('version', 'varchar(64)', (col) => col.notNull())
    .addColumn('built_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    // JSON: the shared modules the build provides or needs (name, version, requiredVersion).
    .addColumn('shared', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('frontend_releases_pkey', ['package', 'release_id'])
    .execute();

  await db.schema
    .createTable('frontend_live')
    .addColumn('package', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('release_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('promoted_at', 'varchar(32)', (col) => col.notNull())
    // A live release can never be deleted from under the pointer.
    .addForeignKeyConstraint('frontend_live_release_fkey', ['package', 'release_id'], 'frontend_releases', ['package', 'release_id'])
    .execute();

  await db.schema
    .createTable('frontend_promotions')
    .addColumn('id', 'integer', serial(db))
    .addColumn('package', 'varchar(64)', (col) => col.notNull())
    .addColumn('release_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('previous_release_id', 'varchar(128)')
    .addColumn('action', 'varchar(16)', (col) => col.notNull())
    .addColumn('actor', 'varchar(255)', (col) => col.notNull())
    .addColumn('promoted_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('frontend_promotions_package_idx').on('frontend_promotions').columns(['package', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('frontend_promotions').execute();
  await db.schema.dropTable('frontend_live').execute();
  await db.schema.dropTable('frontend_releases').execute();
}
