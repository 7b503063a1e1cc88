import { lazyOnFirstUse } from '@video-admin/shared-ui';
import type { SubStatusFilterProps } from './sub-status-filter';

// Only a link brings sub-statuses (the dashboard's failed templates): fetched when they first show.
export const SubStatusFilter = lazyOnFirstUse<SubStatusFilterProps>(
  () => import('./sub-status-filter').then((module) => module.SubStatusFilter),
  { isOpen: (props) => props.subStatuses.length > 0 },
);
