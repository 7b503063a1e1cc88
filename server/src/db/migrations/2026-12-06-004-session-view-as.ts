import type { Kysely } from 'kysely';

// View-as: a superuser's session may look at the product as one role (view_as_role, a key of
// lib/roles.ts) or as one person (view_as_user_id), read-only. Both null: the session is the
// person's own. At most one of the two is set. A viewed person's deletion ends the view (set null).

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_sessions').addColumn('view_as_role', 'varchar(32)').execute();
  await db.schema
    .alterTable('user_sessions')
    .addColumn('view_as_user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_sessions').dropColumn('view_as_user_id').execute();
  await db.schema.alterTable('user_sessions').dropColumn('view_as_role').execute();
}
