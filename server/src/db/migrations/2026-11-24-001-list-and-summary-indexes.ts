import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Issue 9 (performance at 100k rows): one index for tasks filtered by status and platform
// together, newest first, which also holds everything the task summary counts (status, platform,
// read flag): the summary is one pass over this index instead of three over the table. The
// partial index of unread tasks only served the summary's old unread count, so it goes.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('video_tasks_status_platform_idx')
    .on('video_tasks')
    .columns(['task_status', 'platform', 'created_at', 'task_id', 'is_read'])
    .execute();
  await db.schema.dropIndex('video_tasks_unread_idx').execute();
  // A SQLite database analyzed before has statistics for every index but the new one, and then
  // guesses it to be very selective: a task_status filter would read it and sort every matching
  // row instead of walking (task_status, created_at). Statistics for the table set that right.
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (rows.length > 0) await sql`analyze video_tasks`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index video_tasks_unread_idx on video_tasks (task_id) where not is_read`.execute(db);
  await db.schema.dropIndex('video_tasks_status_platform_idx').execute();
}
