import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { VideoTemplateList } from '@video-admin/shared-ui/contract';
import { usePermissions } from '@video-admin/shared-ui';
import { useRowSelection, type SearchState } from '@video-admin/shared-ui/lists';
import { templateKeys } from '../../api/template-keys';
import { useTemplatesTranslation } from '../../i18n';
import type { TabId } from '../../model/tabs';
import { bulkFilters, offersBulk, type TemplateBulkBarProps } from '../model/template-bulk-bar';

/** What of a tab's list the bulk actions read: its rows and total, filters, and page. */
export interface TabBulkSource {
  list: Pick<UseQueryResult<VideoTemplateList>, 'data'>;
  /** The list call's filters (its order too, which the bulk actions leave out). */
  filters: Record<string, unknown>;
  state: Pick<SearchState, 'page' | 'pageSize' | 'setPage'>;
}

/**
 * A tab's selection and bulk actions: the selection its table's checkboxes show and change, and
 * the bar's props. The selection lasts while paging and sorting, and starts over when the tab or
 * its filters change. `offered` is false when the person may run none of the tab's bulk actions:
 * then the tab shows neither checkboxes nor bar.
 */
export function useTabBulk(name: TabId, tabList: TabBulkSource) {
  const { t } = useTemplatesTranslation();
  const { can } = usePermissions();
  const queryClient = useQueryClient();
  const rows = tabList.list.data?.data;
  const pageIds = useMemo(() => rows?.map((row) => row.template_id) ?? [], [rows]);
  const filters = useMemo(() => bulkFilters(tabList.filters), [tabList.filters]);
  const selection = useRowSelection(`${name} ${JSON.stringify(filters)}`, pageIds);
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
    // A total the server stopped counting (a search matching more than it counts) is no number to
    // act on: "all matching" is offered only for an exact one.
    matching: tabList.list.data?.count_exact === false ? undefined : tabList.list.data?.count,
    filters,
    onSelectAllMatching: selection.selectAllMatching,
    onClear: selection.clear,
    onFinished,
  };
  return { selection, bar, offered: offersBulk(name, can) };
}
