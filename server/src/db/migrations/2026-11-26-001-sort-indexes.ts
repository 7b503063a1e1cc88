import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The lists sort on more columns than their default (issue 29): each new order, alone and with the
// filter an admin most uses with it, is read from an index in that order, ties broken by the row's
// id, so a page stops after its rows instead of sorting every matching one. Which filter and sort
// pairs have an index, and why the others do not: docs/decisions/0011-sort-indexes.md.
const INDEXES: [name: string, table: 'video_templates' | 'video_tasks', columns: string[]][] = [
  // Templates: the list alone, and a status tab (a status filter), in each order.
  ['video_templates_created_idx', 'video_templates', ['created_at', 'template_id']],
  ['video_templates_status_sort_idx', 'video_templates', ['template_status', 'template_id']],
  ['video_templates_status_created_idx', 'video_templates', ['template_status', 'created_at', 'template_id']],
  ['video_templates_status_platform_idx', 'video_templates', ['template_status', 'template_platform', 'template_id']],
  ['video_templates_platform_sort_idx', 'video_templates', ['template_platform', 'template_id']],
  // Tasks: the list alone in each order; a status filter (the summary cards) by task id or last change.
  ['video_tasks_template_sort_idx', 'video_tasks', ['template_id', 'task_id']],
  ['video_tasks_status_sort_idx', 'video_tasks', ['task_status', 'task_id']],
  ['video_tasks_status_updated_idx', 'video_tasks', ['task_status', 'updated_at', 'task_id']],
  ['video_tasks_platform_sort_idx', 'video_tasks', ['platform', 'task_id']],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table, columns] of INDEXES) {
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
  for (const [name] of [...INDEXES].reverse()) {
    await db.schema.dropIndex(name).execute();
  }
}
