import type { Kysely } from 'kysely';

// Why a bulk job ended before its last row: cancelled by a person, or stopped by the runner
// because its starter no longer may run it (gone, deactivated, a permission lost, the password
// changed). A code for programs and the words for people; both null for a job that completed.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bulk_jobs').addColumn('stop_reason', 'varchar(32)').execute();
  await db.schema.alterTable('bulk_jobs').addColumn('stop_detail', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bulk_jobs').dropColumn('stop_detail').execute();
  await db.schema.alterTable('bulk_jobs').dropColumn('stop_reason').execute();
}
