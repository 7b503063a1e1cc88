import type { BulkJobFilters } from 'shared-ui/contract';
import type { BulkActionBarProps } from 'shared-ui/lists';
import type { TemplateRights } from '../../model/rights';
import type { TabId } from '../../model/tabs';

export type TemplateBulkAction = 'approve' | 'reject' | 'publish' | 'take_down' | 'relist' | 'delete';

/**
 * The bulk actions each tab offers, in order: those the server takes for every row the tab lists
 * (approve and reject need 已生成, publish 待补全, take down and re-list 已上架; delete any).
 * 待生成's own moves (通过 / 不通过) are plain status edits with no bulk form, so that tab offers
 * delete alone.
 */
export const TAB_BULK_ACTIONS: Record<TabId, readonly TemplateBulkAction[]> = {
  all: ['delete'],
  pending: ['delete'],
  generated: ['approve', 'reject', 'delete'],
  completion: ['publish', 'delete'],
  published: ['take_down', 'relist'],
};

/** The right each bulk action needs besides bulk.run: the one its single-row form needs. */
const BULK_ACTION_RIGHT: Record<TemplateBulkAction, keyof TemplateRights> = {
  approve: 'review',
  reject: 'review',
  publish: 'publish',
  take_down: 'publish',
  relist: 'publish',
  delete: 'remove',
};

/** The tab's bulk actions the person may run; none without bulk.run. */
export function allowedBulkActions(tab: TabId, rights: TemplateRights): TemplateBulkAction[] {
  if (!rights.bulk) return [];
  return TAB_BULK_ACTIONS[tab].filter((action) => rights[BULK_ACTION_RIGHT[action]]);
}

/** The bulk bar of a tab: shared-ui's bar, its actions those of the tab the person may run, in order. */
export type TemplateBulkBarProps = Omit<BulkActionBarProps, 'actions'> & { actions: readonly TemplateBulkAction[] };

/** The list call's filters without its order: "all matching" means the rows, in whatever order. */
export function bulkFilters(filters: Record<string, unknown>): BulkJobFilters {
  const { sort_by: _by, sort_order: _order, ...rows } = filters;
  return rows as BulkJobFilters;
}
