import { useMemo } from 'react';
import { BulkActionBar, type BulkActionBarProps } from '@video-admin/shared-ui/lists';
import { useVideoTasksTranslation } from '../../../i18n';
import { taskBulkActions } from './task-bulk-actions';
import type { TaskBulkRights } from './task-bulk-offer';

export interface TaskBulkBarProps extends Omit<BulkActionBarProps, 'actions'> {
  /** The person's rights, which decide the actions offered. */
  rights: TaskBulkRights;
}

/** The bulk bar over the task list, with the actions the person may run on the selected tasks. */
export function TaskBulkBar({ rights, ...bar }: TaskBulkBarProps) {
  const { t, lng } = useVideoTasksTranslation();
  const actions = useMemo(() => taskBulkActions(t, lng, rights), [t, lng, rights]);
  return <BulkActionBar {...bar} actions={actions} />;
}
