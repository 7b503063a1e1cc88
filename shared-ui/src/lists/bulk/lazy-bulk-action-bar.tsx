import { lazyOnFirstUse } from '@video-admin/shared-ui';
import { isSelectionEmpty, type RowSelection } from '../row-selection';
import type { BulkActionBarProps } from './bulk-action-bar';
import type { BulkList } from './bulk-jobs';
import { followedJob } from './bulk-job-store';

/** The bar shows while rows are selected or a job this browser tab started is still followed. */
export function bulkBarShows({ list, selection }: { list: BulkList; selection: RowSelection }): boolean {
  return !isSelectionEmpty(selection) || followedJob(list) !== undefined;
}

// The bar, its menu, the progress bar and the job's calls are fetched when the bar first shows,
// not with the list: most visits select nothing.
export const BulkActionBar = lazyOnFirstUse<BulkActionBarProps>(() => import('./bulk-action-bar').then((module) => module.BulkActionBar), {
  isOpen: bulkBarShows,
});
