import { useMemo } from 'react';
import { usePermissions } from '@video-admin/shared-ui';

/**
 * What the signed-in person may do to video tasks, from the session's /users/me: `edit`
 * (tasks.edit) change a task, mark read included; `remove` (tasks.delete) delete one; `bulk`
 * (bulk.run) act on selected tasks, each action still needing its own right. Reading and
 * exporting need no more than the screen's own tasks.read. The same object while they hold.
 */
export function useTaskRights(): { edit: boolean; remove: boolean; bulk: boolean } {
  const { can } = usePermissions();
  const edit = can('tasks.edit');
  const remove = can('tasks.delete');
  const bulk = can('bulk.run');
  return useMemo(() => ({ edit, remove, bulk }), [edit, remove, bulk]);
}
