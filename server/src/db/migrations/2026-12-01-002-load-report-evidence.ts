import type { Kysely } from 'kysely';

// Who vouched for each browser's load reports: the signed-in person or the address group they
// came from. A rollout is judged by these reporters, not by browser ids, which cost an outsider
// nothing to multiply. Rows counted before have none and count as browsers only.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('frontend_load_browsers').addColumn('evidence', 'varchar(80)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('frontend_load_browsers').dropColumn('evidence').execute();
}
