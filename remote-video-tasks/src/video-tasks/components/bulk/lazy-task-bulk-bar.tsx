import { lazyOnFirstUse } from '@video-admin/shared-ui';
import { BulkActionBar, bulkBarShows } from '@video-admin/shared-ui/lists';
import type { TaskBulkBarProps } from './task-bulk-bar';

// The actions' labels, icons and questions come with the bar, the first time tasks are selected
// (or a job this tab started is still followed): most visits select nothing. The shared bar's own
// code is fetched at the same time, not after.
export const TaskBulkBar = lazyOnFirstUse<TaskBulkBarProps>(
  () => Promise.all([import('./task-bulk-bar'), BulkActionBar.preload()]).then(([module]) => module.TaskBulkBar),
  { isOpen: bulkBarShows },
);
