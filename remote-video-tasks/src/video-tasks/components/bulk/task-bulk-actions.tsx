import { CheckmarkRegular } from '@fluentui/react-icons/svg/checkmark';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import type { Language } from '@video-admin/shared-ui';
import type { BulkActionDef } from '@video-admin/shared-ui/lists';
import type { useVideoTasksTranslation } from '../../../i18n';
import { statusLabel, TASK_STATUSES } from '../../model/task-status';
import { offeredTaskBulkActions, type TaskBulkRights } from './task-bulk-offer';

/**
 * What the task list does to selected tasks: set a status (picked from a menu) and mark read,
 * which are edits, and delete; those of them the person may do. Each is confirmed with the number
 * of tasks ("Delete 6 tasks?").
 */
export function taskBulkActions(
  t: ReturnType<typeof useVideoTasksTranslation>['t'],
  language: Language,
  rights: TaskBulkRights,
): BulkActionDef[] {
  const actions: BulkActionDef[] = [
    {
      action: 'set_status',
      label: t('bulk.setStatus'),
      icon: <EditRegular />,
      choices: TASK_STATUSES.map((status) => {
        const name = statusLabel(status, language) ?? String(status);
        return { value: status, label: name, actionLabel: t('bulk.setStatusTo', { status: name }) };
      }),
      question: (count, choice) => t('bulk.question.setStatus', { count, status: choice?.label ?? '' }),
    },
    {
      action: 'mark_read',
      label: t('bulk.markRead'),
      icon: <CheckmarkRegular />,
      question: (count) => t('bulk.question.markRead', { count }),
    },
    {
      action: 'delete',
      label: t('bulk.delete'),
      icon: <DeleteRegular />,
      question: (count) => t('bulk.question.delete', { count }),
      destructive: true,
    },
  ];
  const offered: readonly string[] = offeredTaskBulkActions(rights);
  return actions.filter(({ action }) => offered.includes(action));
}
