import type { Selectable, Updateable } from 'kysely';
import type { TaskRow } from '../../db/rows.js';
import type { VideoTasksTable } from '../../db/types.js';
import { parseObject, withJsonColumns } from '../video-media/json-columns.js';
import type { SORT_COLUMNS } from './video-tasks.schemas.js';

// Its rows' type lives below the modules (db/rows.ts); exported here too for the module's own code.
export type { TaskRow };

export type NewTask = Omit<TaskRow, 'task_id' | 'created_at' | 'updated_at' | 'locked_by' | 'locked_until'> & {
  created_at?: string;
  updated_at?: string;
};

export type TaskChanges = Partial<Omit<TaskRow, 'task_id' | 'created_at'>>;

export interface TaskFilters {
  task_id?: number;
  template_id?: number;
  original_template_id?: number;
  user_id?: number;
  platform?: string;
  task_status?: number;
  /** Created at or after this stored timestamp (see toStoredTimestamp). */
  created_after?: string;
  /** Read (true) or unread (false) only. */
  is_read?: boolean;
}

export interface TaskSort {
  by: (typeof SORT_COLUMNS)[number];
  order: 'asc' | 'desc';
}

const JSON_COLUMNS = ['create_task_params', 'create_task_rsp', 'query_task_rsp'] as const;

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A stored task as the application sees it, whichever database it came from. */
export function toRow(row: Selectable<VideoTasksTable>): TaskRow {
  return {
    ...row,
    task_id: Number(row.task_id),
    template_id: Number(row.template_id),
    original_template_id: nullableNumber(row.original_template_id),
    user_id: Number(row.user_id),
    task_status: Number(row.task_status),
    is_read: Boolean(row.is_read),
    create_task_params: parseObject(row.create_task_params),
    create_task_rsp: parseObject(row.create_task_rsp),
    query_task_rsp: parseObject(row.query_task_rsp),
    worker_managed: Boolean(row.worker_managed),
    attempts: Number(row.attempts),
    template_video_slot: nullableNumber(row.template_video_slot),
  };
}

/** Values as they are written: the request and the platform's answers as JSON text. */
export function toColumns(values: TaskChanges): Updateable<VideoTasksTable> {
  return withJsonColumns(values, JSON_COLUMNS) as Updateable<VideoTasksTable>;
}
