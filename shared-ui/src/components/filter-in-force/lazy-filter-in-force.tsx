import { lazyOnFirstUse } from '@video-admin/shared-ui';
import type { FilterInForceProps } from './filter-in-force';

// Only a link brings such a filter (most visits show none): its code is fetched when one first shows.
export const FilterInForce = lazyOnFirstUse<FilterInForceProps>(() => import('./filter-in-force').then((module) => module.FilterInForce));
