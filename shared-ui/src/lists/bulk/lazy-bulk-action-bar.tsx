import { lazyOnFirstUse } from 'shared-ui';
import { isSelectionEmpty } from '../row-selection';
import type { BulkActionBarProps } from './bulk-action-bar';
import { followedJob } from './bulk-job-store';

// The bar, its menu, the progress bar and the job's calls are fetched when a row is first selected
// (or a job this browser tab started is still followed), not with the list: most visits select nothing.
export const BulkActionBar = lazyOnFirstUse<BulkActionBarProps>(() => import('./bulk-action-bar').then((module) => module.BulkActionBar), {
  isOpen: (props) => !isSelectionEmpty(props.selection) || followedJob(props.list) !== undefined,
});
