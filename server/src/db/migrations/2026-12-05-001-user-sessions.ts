import type { Kysely } from 'kysely';

// A person's signed-in sessions: one row per sign-in, named by the access token's `sid` claim.
// A row is ended (ended_at set) when the person or a superuser ends it, on deactivation and on a
// password change; an ended row's token is refused. `method` says how the person signed in
// (password now; passkey and SSO later). Rows go with their owner. The lookups are by id (every
// authenticated request) and by owner (the list, ending all); the cleanup deletes by creation time.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'varchar(16)', (col) => col.notNull())
    .addColumn('user_agent', 'varchar(300)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('user_sessions_user_idx').on('user_sessions').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('user_sessions_created_idx').on('user_sessions').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_sessions').execute();
}
