import type { QueryOf } from '@video-admin/shared-ui/contract';
import { listSortSpec, type SortOf } from '@video-admin/shared-ui/lists';

/** A column the server sorts the task list on. */
type TaskSortColumn = QueryOf<'/api/backend/video-tasks/', 'get'>['sort_by'];

/**
 * The columns the screen offers to sort on, in the table's order (each has a column header; the
 * server also sorts on updated_at), and the list's own order: the newest tasks first.
 */
export const TASK_SORT = listSortSpec(['task_id', 'template_id', 'platform', 'task_status', 'created_at'] satisfies TaskSortColumn[], {
  by: 'created_at',
  order: 'desc',
});

export type TaskSort = SortOf<typeof TASK_SORT>;

/** The order each sortable column's header asks for, by the table's column ids. */
export const SORT_BY_COLUMN: Partial<Record<string, TaskSort['by']>> = {
  taskId: 'task_id',
  templateId: 'template_id',
  platform: 'platform',
  status: 'task_status',
  createdAt: 'created_at',
};
