import type { Kysely } from 'kysely';

// A release can be withdrawn: from then on it is neither served nor made live again. Preview
// links become revocable: each token names its row, which counts only while it is not ended; the
// deploy key that made a link is kept so revoking the key ends its links. Whether a release was
// ever live (its pointer moved to it) is asked of the pointer's history on every file of a
// release, so that history gets an index by release.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('frontend_releases').addColumn('withdrawn_at', 'varchar(32)').execute();
  await db.schema.alterTable('frontend_previews').addColumn('ended_at', 'varchar(32)').execute();
  await db.schema.alterTable('frontend_previews').addColumn('created_by_key', 'varchar(64)').execute();
  await db.schema.createIndex('frontend_previews_key_idx').on('frontend_previews').column('created_by_key').execute();
  await db.schema.createIndex('frontend_promotions_release_idx').on('frontend_promotions').columns(['package', 'release_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('frontend_promotions_release_idx').execute();
  await db.schema.dropIndex('frontend_previews_key_idx').execute();
  await db.schema.alterTable('frontend_previews').dropColumn('created_by_key').execute();
  await db.schema.alterTable('frontend_previews').dropColumn('ended_at').execute();
  await db.schema.alterTable('frontend_releases').dropColumn('withdrawn_at').execute();
}
