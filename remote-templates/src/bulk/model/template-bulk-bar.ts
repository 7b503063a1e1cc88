import type { Permission } from '@video-admin/shared-ui';
import type { BulkJobFilters } from '@video-admin/shared-ui/contract';
import type { BulkActionBarProps } from '@video-admin/shared-ui/lists';
import type { TabId } from '../../model/tabs';

/**
 * The permissions a tab's bulk actions need besides bulk.run, those of their single-row forms (see
 * templateBulkActions, where each action names its own): delete templates.delete, approve and
 * reject templates.review, publish, take down and re-list templates.publish.
 */
const TAB_BULK_PERMISSIONS: Record<TabId, readonly Permission[]> = {
  all: ['templates.delete'],
  pending: ['templates.delete'],
  generated: ['templates.review', 'templates.delete'],
  completion: ['templates.publish', 'templates.delete'],
  published: ['templates.publish'],
};

/** Whether the person may run one of the tab's bulk actions at least: only then does the tab offer selection. */
export function offersBulk(tab: TabId, can: (permission: Permission) => boolean): boolean {
  return can('bulk.run') && TAB_BULK_PERMISSIONS[tab].some(can);
}

/** The bulk bar of a tab: shared-ui's bar, its actions those of the tab the person may run. */
export type TemplateBulkBarProps = Omit<BulkActionBarProps, 'actions'> & { tab: TabId };

/** The list call's filters without its order: "all matching" means the rows, in whatever order. */
export function bulkFilters(filters: Record<string, unknown>): BulkJobFilters {
  const { sort_by: _by, sort_order: _order, ...rows } = filters;
  return rows as BulkJobFilters;
}
