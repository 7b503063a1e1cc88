/** What a person may do to tasks one by one: a bulk action needs the same right as its single form. */
export interface TaskBulkRights {
  edit: boolean;
  remove: boolean;
}

/** The task list's bulk actions: setting a status and marking read are edits; deleting is deleting. */
export const TASK_BULK_ACTIONS = ['set_status', 'mark_read', 'delete'] as const;
export type TaskBulkAction = (typeof TASK_BULK_ACTIONS)[number];

/**
 * The bulk actions this person may run. Known without the actions' labels, icons and questions,
 * which load with the bar when tasks are first selected.
 */
export function offeredTaskBulkActions(rights: TaskBulkRights): TaskBulkAction[] {
  return TASK_BULK_ACTIONS.filter((action) => (action === 'delete' ? rights.remove : rights.edit));
}
