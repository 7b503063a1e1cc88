import type { Kysely } from 'kysely';

// Trying a remote's release before everyone gets it: at most one rollout per module (a share of
// browsers gets the release, the rest the live one) and the preview links given out (kept so a
// release with an unexpired preview is not pruned, and listed on the releases screen). The
// release history gains a detail: a rollout's percentage, why one was aborted.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('frontend_rollouts')
    .addColumn('package', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('release_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('percent', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('started_by', 'varchar(255)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    // A release rolling out can never be deleted from under the rollout.
    .addForeignKeyConstraint('frontend_rollouts_release_fkey', ['package', 'release_id'], 'frontend_releases', ['package', 'release_id'])
    .execute();

  await db.schema
    .createTable('frontend_previews')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('package', 'varchar(64)', (col) => col.notNull())
    .addColumn('release_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('frontend_previews_package_idx').on('frontend_previews').columns(['package', 'expires_at']).execute();

  await db.schema.alterTable('release_events').addColumn('detail', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('release_events').dropColumn('detail').execute();
  await db.schema.dropTable('frontend_previews').execute();
  await db.schema.dropTable('frontend_rollouts').execute();
}
