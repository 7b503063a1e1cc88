import type { BulkJobFilters } from 'shared-ui/contract';
import type { BulkActionBarProps } from 'shared-ui/lists';
import type { TabId } from '../../model/tabs';

/** The bulk bar of a tab: shared-ui's bar, its actions those that fit the tab's templates. */
export type TemplateBulkBarProps = Omit<BulkActionBarProps, 'actions'> & { tab: TabId };

/** The list call's filters without its order: "all matching" means the rows, in whatever order. */
export function bulkFilters(filters: Record<string, unknown>): BulkJobFilters {
  const { sort_by: _by, sort_order: _order, ...rows } = filters;
  return rows as BulkJobFilters;
}
