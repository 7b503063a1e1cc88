import type { Kysely } from 'kysely';

// A developer's override: one module of the product, in one browser of theirs, loads from their
// development server (or a stored release) until it expires or ends. The row is the authority the
// signed cookie points at: every use checks it again (not ended, not expired, the same browser, the
// user still allowed), so ending it is one write. Rows go with their user. The lookup of a
// browser's override in force (a new one replaces it) is indexed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('frontend_overrides')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('browser_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('token_issued_at', 'bigint', (col) => col.notNull())
    .addColumn('module', 'varchar(64)', (col) => col.notNull())
    .addColumn('url', 'varchar(2048)')
    .addColumn('origin', 'varchar(512)')
    .addColumn('release_id', 'varchar(128)')
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('end_reason', 'varchar(32)')
    .execute();
  await db.schema.createIndex('frontend_overrides_browser_idx').on('frontend_overrides').columns(['browser_id', 'ended_at']).execute();
  await db.schema.createIndex('frontend_overrides_user_idx').on('frontend_overrides').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('frontend_overrides').execute();
}
