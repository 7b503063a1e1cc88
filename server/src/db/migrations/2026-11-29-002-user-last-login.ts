import type { Kysely } from 'kysely';

// When each user last signed in (a token issued by the sign-in form), for the users screen. Null
// for a user who never has. Stored as text like every other timestamp.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_login_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
}
