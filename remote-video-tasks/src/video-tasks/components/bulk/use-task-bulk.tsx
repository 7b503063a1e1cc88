import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { BulkJobFilters, VideoTask } from '@video-admin/shared-ui/contract';
import { isRowSelected, SelectionCheckbox, useRowSelection } from '@video-admin/shared-ui/lists';
import { useVideoTasksTranslation } from '../../../i18n';
import { videoTaskKeys } from '../../api/video-task-keys';
import { useTaskRights } from '../../hooks/use-task-rights';
import type { TaskBulkBarProps } from './task-bulk-bar';
import { offeredTaskBulkActions } from './task-bulk-offer';
import type { VideoTaskFilters } from '../../model/filters';

/**
 * The task list's selection and bulk actions: the checkboxes for its table and the bar's props
 * (the actions themselves load with the bar).
 * The selection lasts while paging and starts over when the filters change. A person who may run
 * none of the bulk actions (no bulk.run, or none of the rights they need) gets neither: `bar` and
 * `checkboxes` are undefined.
 */
export function useTaskBulk(filters: VideoTaskFilters, tasks: VideoTask[] | undefined, matching: number | undefined) {
  const { t } = useVideoTasksTranslation();
  const queryClient = useQueryClient();
  const pageIds = useMemo(() => tasks?.map((task) => task.task_id) ?? [], [tasks]);
  const selection = useRowSelection(JSON.stringify(filters), pageIds);
  // Tasks changed status, were read or deleted: the list and the summary cards refetch.
  const onFinished = useCallback(() => void queryClient.invalidateQueries({ queryKey: videoTaskKeys.all }), [queryClient]);
  const rights = useTaskRights();
  const offered = rights.bulk && offeredTaskBulkActions(rights).length > 0;

  const checkboxes = useMemo(
    () =>
      offered
        ? {
            header: (
              <SelectionCheckbox checked={selection.pageState} onChange={selection.togglePage} label={t('bulk.selectPage')} inHeader />
            ),
            cell: (task: VideoTask) => (
              <SelectionCheckbox
                checked={isRowSelected(selection.selection, task.task_id)}
                onChange={(checked) => selection.toggleRow(task.task_id, checked)}
                label={t('bulk.selectRow', { id: task.task_id })}
              />
            ),
          }
        : undefined,
    [selection, t, offered],
  );

  const bar: TaskBulkBarProps | undefined = offered
    ? {
        list: 'tasks',
        label: t('bulk.label'),
        selection: selection.selection,
        matching,
        filters: filters as BulkJobFilters,
        rights,
        onSelectAllMatching: selection.selectAllMatching,
        onClear: selection.clear,
        onFinished,
      }
    : undefined;
  return { checkboxes, bar };
}
