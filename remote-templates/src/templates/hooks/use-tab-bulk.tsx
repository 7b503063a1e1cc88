import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { BulkJobFilters } from 'shared-ui/contract';
import { useRowSelection } from 'shared-ui/lists';
import { useTemplatesTranslation } from '../../i18n';
import { templateKeys } from '../../api/template-keys';
import { selectionColumn } from '../components/bulk/selection-column';
import type { TemplateBulkBarProps } from '../components/bulk/template-bulk-bar';
import type { TabId } from '../../model/tabs';
import type { useTabList } from './use-tab-list';

/** The list call's filters without its order: "all matching" means the rows, in whatever order. */
function bulkFilters(filters: Record<string, unknown>): BulkJobFilters {
  const { sort_by: _by, sort_order: _order, ...rows } = filters;
  return rows as BulkJobFilters;
}

/** What of a tab's list the bulk actions read: its rows and total, filters, and page. */
export interface TabBulkSource {
  list: ReturnType<typeof useTabList>['list'];
  filters: ReturnType<typeof useTabList>['filters'];
  state: Pick<ReturnType<typeof useTabList>['state'], 'page' | 'pageSize' | 'setPage'>;
}

/**
 * A tab's selection and bulk actions: the selection column for its table and the bar's props.
 * The selection lasts while paging and sorting, and starts over when the tab or its filters change.
 */
export function useTabBulk(name: TabId, tabList: TabBulkSource) {
  const { t } = useTemplatesTranslation();
  const queryClient = useQueryClient();
  const rows = tabList.list.data?.data;
  const pageIds = useMemo(() => rows?.map((row) => row.template_id) ?? [], [rows]);
  const filters = useMemo(() => bulkFilters(tabList.filters), [tabList.filters]);
  const selection = useRowSelection(`${name} ${JSON.stringify(filters)}`, pageIds);
  const column = useMemo(() => selectionColumn(selection, t), [selection, t]);
  // Rows left their tab or were deleted: every list and tab count of templates refetches.
  const onFinished = useCallback(() => void queryClient.invalidateQueries({ queryKey: templateKeys.all }), [queryClient]);

  // Rows a bulk action moved out of the tab or deleted can leave the page past the end: it steps
  // back to the last page that has rows.
  const { page, pageSize, setPage } = tabList.state;
  const count = tabList.list.data?.count;
  const lastPage = Math.max(1, Math.ceil((count ?? 0) / pageSize));
  useEffect(() => {
    if (count !== undefined && page > lastPage) setPage(lastPage);
  }, [count, page, lastPage, setPage]);

  const bar: TemplateBulkBarProps = {
    tab: name,
    list: 'templates',
    label: t('bulk.label', { tab: t(`tabs.${name}`) }),
    selection: selection.selection,
    matching: tabList.list.data?.count,
    filters,
    onSelectAllMatching: selection.selectAllMatching,
    onClear: selection.clear,
    onFinished,
  };
  return { column, bar };
}
