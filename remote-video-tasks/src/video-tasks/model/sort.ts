import type { QueryOf } from 'shared-ui/contract';
import { useListSort, type ListSort } from 'shared-ui/lists';

/** A column the server sorts the task list on. */
export type TaskSortColumn = QueryOf<'/api/backend/video-tasks/', 'get'>['sort_by'];

/** The columns the screen offers to sort on, in the table's order (each has a column header); the server also sorts on updated_at. */
export const TASK_SORT_COLUMNS = [
  'task_id',
  'template_id',
  'platform',
  'task_status',
  'created_at',
] as const satisfies readonly TaskSortColumn[];

export type TaskSort = ListSort<(typeof TASK_SORT_COLUMNS)[number]>;

/** The order each sortable column's header asks for, by the table's column ids. */
export const SORT_BY_COLUMN: Partial<Record<string, TaskSort['by']>> = {
  taskId: 'task_id',
  templateId: 'template_id',
  platform: 'platform',
  status: 'task_status',
  createdAt: 'created_at',
};

/** The list's own order: the newest tasks first. */
export const DEFAULT_TASK_SORT: TaskSort = { by: 'created_at', order: 'desc' };

/** The order the URL asks for (?sort, ?order), as the table's headers and the list call share it. */
export function useTaskSort() {
  return useListSort(TASK_SORT_COLUMNS, DEFAULT_TASK_SORT);
}
