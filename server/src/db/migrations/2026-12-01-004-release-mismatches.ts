import type { Kysely } from 'kysely';

// A publish no longer waits for a promote to say that a build does not fit the live releases:
// it answers with the shared singletons that do not fit, and the release's row keeps them as
// they stood then. Releases published before have none recorded (null), not an empty list,
// since nobody compared them at their publish.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('frontend_releases').addColumn('mismatches', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('frontend_releases').dropColumn('mismatches').execute();
}
