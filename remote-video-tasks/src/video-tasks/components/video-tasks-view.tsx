import { useEffect, useMemo, useState } from 'react';
import { LoadingState, Pager } from '@video-admin/shared-ui';
import { useSearchState } from '@video-admin/shared-ui/lists';
import { ListViewsBar } from '@video-admin/shared-ui/views';
import type { VideoTask } from '@video-admin/shared-ui/contract';
import { useVideoTasksTranslation } from '../../i18n';
import { useDeleteVideoTask } from '../api/delete-video-task';
import { useVideoTaskStats } from '../api/get-video-task-stats';
import { PAGE_SIZE, useVideoTasks } from '../api/get-video-tasks';
import { useAutoRefresh } from '../hooks/use-auto-refresh';
import { useTaskRights } from '../hooks/use-task-rights';
import { TaskBulkBar } from './bulk/lazy-task-bulk-bar';
import { useTaskBulk } from './bulk/use-task-bulk';
import { FILTER_KEYS, filtersFromSearch, statsFilters } from '../model/filters';
import { useTaskSort } from '../hooks/use-task-sort';
import { useTaskViews } from './use-task-views';
import { CreatedAfterFilter } from './created-after-filter';
import { EditVideoTaskDialog, VideoTaskDetailsDialog } from './lazy-dialogs';
import { TaskStats } from './task-stats';
import { VideoTaskFilters } from './video-task-filters';
import { VideoTasksTable } from './video-tasks-table';
import { TasksLoadFailed } from './tasks-load-failed';
import { TaskColumnChoiceContext } from './video-tasks-table.columns';

type OpenDialog = { kind: 'details' | 'edit'; task: VideoTask } | null;

/**
 * The screen below its title: stats, filters, the views bar (columns, density, saved views), the
 * bulk bar while tasks are selected, the table and the pager; filters, order and page are kept in
 * the URL. Each action is offered only to those who may take it.
 */
export function VideoTasksView() {
  const { t } = useVideoTasksTranslation();
  const { values, page, update, setPage } = useSearchState(FILTER_KEYS);
  const filters = useMemo(() => filtersFromSearch(values), [values]);
  const { sort } = useTaskSort();
  const list = useVideoTasks(filters, page, sort);
  const views = useTaskViews({ values, sort, page });
  const remove = useDeleteVideoTask();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const rights = useTaskRights();
  // A total the server stopped counting (a search matching more than it counts) is no number to act
  // on: "all matching" is offered only for an exact one.
  const countExact = list.data?.count_exact !== false;
  const bulk = useTaskBulk(filters, list.data?.data, countExact ? list.data?.count : undefined);
  const stats = useVideoTaskStats(
    useAutoRefresh(list.data?.data),
    useMemo(() => statsFilters(filters), [filters]),
  );

  const count = list.data?.count;
  const lastPage = Math.max(1, Math.ceil((count ?? 0) / PAGE_SIZE));
  useEffect(() => {
    // A page past the end (the last task of the last page deleted, an old link) moves to the last page.
    if (count !== undefined && page > lastPage) setPage(lastPage);
  }, [count, page, lastPage, setPage]);

  const confirmDelete = (task: VideoTask) => {
    if (window.confirm(t('delete.confirm'))) remove.mutate(task.task_id);
  };

  return (
    <>
      <TaskStats stats={stats} inForce={{ task_status: values.task_status, is_read: values.is_read }} onFilter={update} />
      <VideoTaskFilters values={values} onChange={update} />
      <CreatedAfterFilter value={filters.created_after} onClear={() => update({ created_after: null })} />
      {list.isPending ? <LoadingState label={t('states.loading')} /> : null}
      {list.isError ? <TasksLoadFailed error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isError && !list.data ? null : (
        <TaskColumnChoiceContext.Provider value={views.choice}>
          <ListViewsBar {...views.bar} />
          {bulk.bar ? <TaskBulkBar {...bulk.bar} /> : null}
          <VideoTasksTable
            tasks={list.data?.data}
            density={views.density}
            selection={bulk.checkboxes}
            deletingId={remove.isPending ? remove.variables : undefined}
            onView={(task) => setDialog({ kind: 'details', task })}
            // Editing (mark read included) and deleting, for those who may.
            onEdit={rights.edit ? (task) => setDialog({ kind: 'edit', task }) : undefined}
            onDelete={rights.remove ? confirmDelete : undefined}
          />
          {list.data ? (
            <Pager total={list.data.count} totalAtLeast={!countExact} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
          ) : null}
        </TaskColumnChoiceContext.Provider>
      )}
      {dialog?.kind === 'details' ? <VideoTaskDetailsDialog task={dialog.task} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <EditVideoTaskDialog task={dialog.task} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
