// The bulk actions of the list screens: the bar (loaded on first selection) and what its host needs.
export { BulkActionBar, bulkBarShows } from './lazy-bulk-action-bar';
export type { BulkActionBarProps, BulkActionDef, BulkChoice } from './bulk-action-bar';
export type { BulkActionName, BulkList } from './bulk-jobs';
