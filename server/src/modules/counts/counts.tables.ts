import type { Database } from '../../db/types.js';

// The counter tables of migration 2026-12-04-001-maintained-counts, kept by the database's
// triggers: a count is the sum of n over the rows of its key (on PostgreSQL several delta rows
// may share a key until they are folded together, see counter-folding.ts).

export interface TaskCountsTable {
  task_status: number;
  platform: string;
  is_read: boolean;
  n: number | string | bigint;
}

export interface TaskDayCountsTable extends TaskCountsTable {
  /** The UTC day the tasks were created, YYYY-MM-DD. */
  day: string;
}

export interface TemplateCountsTable {
  template_status: string;
  template_sub_status: string;
  /** '' for templates without a platform. */
  template_platform: string;
  n: number | string | bigint;
}

/** The application's tables and the counter tables. */
export interface CountsDatabase extends Database {
  video_task_counts: TaskCountsTable;
  video_task_day_counts: TaskDayCountsTable;
  video_template_counts: TemplateCountsTable;
}
