import type { Kysely } from 'kysely';

// A release says where it came from and why: the commit its build was made from (the build
// records it in build-info.json, with its build time) and the notes its publisher gave. Both are
// null for releases published before, and for builds made outside a git checkout.
//
// Load times: how long browsers took to show a release's screen, as a histogram per release and
// day (a count per bucket of duration), so percentiles come from sums that two instances can
// add to at once, and the days past the retention are deleted as the other load counts are.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('frontend_releases').addColumn('build_commit', 'varchar(64)').execute();
  await db.schema.alterTable('frontend_releases').addColumn('notes', 'text').execute();

  await db.schema
    .createTable('frontend_load_durations')
    .addColumn('package', 'varchar(64)', (col) => col.notNull())
    .addColumn('release_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('bucket', 'integer', (col) => col.notNull())
    .addColumn('loads', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('frontend_load_durations_pkey', ['package', 'release_id', 'day', 'bucket'])
    .execute();
  await db.schema.createIndex('frontend_load_durations_day_idx').on('frontend_load_durations').column('day').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('frontend_load_durations').execute();
  await db.schema.alterTable('frontend_releases').dropColumn('notes').execute();
  await db.schema.alterTable('frontend_releases').dropColumn('build_commit').execute();
}
