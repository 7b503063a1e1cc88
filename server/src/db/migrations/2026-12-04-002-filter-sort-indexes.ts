import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Every filter of the lists with their default order, read from one index in that order to the
// row: (filter, sort column, id). The filter indexes of the first migration stopped at the sort
// column, so rows tying on it had to be sorted, and a keyset seek ("after this row", see
// keyset.ts) could not go straight to the row. The read flag had none. Which filter and sort
// pairs have an index: docs/decisions/0011-sort-indexes.md and 0031-maintained-counts.md.
const REPLACED: [old: string, name: string, table: 'video_templates' | 'video_tasks', columns: string[]][] = [
  ['video_tasks_template_id_idx', 'video_tasks_template_created_idx', 'video_tasks', ['template_id', 'created_at', 'task_id']],
  [
    'video_tasks_original_template_id_idx',
    'video_tasks_original_created_idx',
    'video_tasks',
    ['original_template_id', 'created_at', 'task_id'],
  ],
  ['video_tasks_user_id_idx', 'video_tasks_user_created_idx', 'video_tasks', ['user_id', 'created_at', 'task_id']],
  ['video_tasks_platform_idx', 'video_tasks_platform_created_idx', 'video_tasks', ['platform', 'created_at', 'task_id']],
  ['video_tasks_task_status_idx', 'video_tasks_status_created_idx', 'video_tasks', ['task_status', 'created_at', 'task_id']],
  [
    'video_templates_template_status_idx',
    'video_templates_status_updated_idx',
    'video_templates',
    ['template_status', 'updated_at', 'template_id'],
  ],
  [
    'video_templates_template_sub_status_idx',
    'video_templates_sub_status_updated_idx',
    'video_templates',
    ['template_sub_status', 'updated_at', 'template_id'],
  ],
  [
    'video_templates_template_platform_idx',
    'video_templates_platform_updated_idx',
    'video_templates',
    ['template_platform', 'updated_at', 'template_id'],
  ],
];

const ADDED: [name: string, table: 'video_templates' | 'video_tasks', columns: string[]][] = [
  // The read filter (read or unread: each about half the tasks), newest first.
  ['video_tasks_read_created_idx', 'video_tasks', ['is_read', 'created_at', 'task_id']],
  // A status tab with a platform chosen, last changed first.
  ['video_templates_status_platform_updated_idx', 'video_templates', ['template_status', 'template_platform', 'updated_at', 'template_id']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [old, name, table, columns] of REPLACED) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
    await db.schema.dropIndex(old).execute();
  }
  for (const [name, table, columns] of ADDED) {
    await db.schema.createIndex(name).on(table).columns(columns).execute();
  }
  // A SQLite database analyzed before has statistics for every index but the new ones, and then
  // guesses them very selective; statistics for the two tables set that right.
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where name = 'sqlite_stat1'`.execute(db);
    if (rows.length > 0) {
      await sql`analyze video_templates`.execute(db);
      await sql`analyze video_tasks`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of [...ADDED].reverse()) await db.schema.dropIndex(name).execute();
  for (const [old, name, table, columns] of [...REPLACED].reverse()) {
    await db.schema.createIndex(old).on(table).columns(columns.slice(0, 2)).execute();
    await db.schema.dropIndex(name).execute();
  }
}
