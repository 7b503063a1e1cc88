import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListSort, useSearchState, type SearchChanges } from '@video-admin/shared-ui/lists';
import { useTemplates } from '../api/get-templates';
import type { Platform, TemplateStatus } from '../../model/template';
import { parseTemplateId } from '../model/template-id';
import { ALL_FILTER_KEYS } from '../../model/tabs';
import {
  DEFAULT_TEMPLATE_SORT,
  type FilterKey,
  SUB_STATUS_FILTER,
  subStatusesFromSearch,
  TEMPLATE_SORT_COLUMNS,
  type TemplateFilters,
  type TemplateSubStatusFilter,
} from '../../model/template-list';

/**
 * The URL's filter values as the list call takes them; a non-numeric id is ignored. A platform or
 * status edited into the URL by hand goes to the server as it is, and the server refuses an unknown one.
 */
export function toTemplateFilters(values: Partial<Record<FilterKey, string>>): TemplateFilters {
  return {
    template_id: parseTemplateId(values.template_id),
    template_name: values.template_name?.trim() || undefined,
    template_platform: (values.template_platform || undefined) as Platform | undefined,
    template_top_title: values.template_top_title?.trim() || undefined,
    template_status: (values.template_status || undefined) as TemplateStatus | undefined,
  };
}

/** The templates' order from the URL (?sort, ?order), as the tables' headers and the list call share it. */
export function useTemplateSort() {
  return useListSort(TEMPLATE_SORT_COLUMNS, DEFAULT_TEMPLATE_SORT);
}

/**
 * One tab's list: its filters, order and page from the URL, and the rows for them (of one status,
 * if given). `filters` holds the order too, as the export takes it; `filtered` says whether
 * filters the operator chose are in force.
 */
export function useTabList<K extends FilterKey>(keys: readonly K[], status?: TemplateStatus) {
  const searchState = useSearchState(keys);
  const { sort } = useTemplateSort();
  const subStatuses = useSubStatusesInForce();
  const { update } = searchState;
  // 清空 clears every filter in force: the row's own, the sub-statuses a link brought, and those
  // kept in the URL for other tabs (they would otherwise come back there unasked).
  const clearFilters = useCallback(
    () => update(Object.fromEntries([...ALL_FILTER_KEYS, SUB_STATUS_FILTER].map((key) => [key, null])) as SearchChanges<K>),
    [update],
  );
  const clearSubStatuses = useCallback(() => update(Object.fromEntries([[SUB_STATUS_FILTER, null]]) as SearchChanges<K>), [update]);
  const state = useMemo(() => ({ ...searchState, clearFilters }), [searchState, clearFilters]);
  const parsed = useMemo(
    () => ({ ...toTemplateFilters(state.values), template_sub_status: subStatuses.length > 0 ? subStatuses : undefined }),
    [state.values, subStatuses],
  );
  // Whether the operator's filters narrow the list (the tab's own status does not count).
  const filtered = Object.values(parsed).some((value) => value !== undefined);
  const filters = useMemo(() => (status ? { ...parsed, template_status: status } : parsed), [parsed, status]);
  // Only defined filters go into the key, so an empty and an absent filter share a cache entry.
  const cleanFilters = useMemo(
    () => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as TemplateFilters,
    [filters],
  );
  // The list's own order is the server's default: it is not sent, and shares its cache entry.
  const ownOrder = sort.by === DEFAULT_TEMPLATE_SORT.by && sort.order === DEFAULT_TEMPLATE_SORT.order;
  const asked = ownOrder ? undefined : sort;
  const list = useTemplates({ filters: cleanFilters, sort: asked, page: state.page, pageSize: state.pageSize });
  const exported = useMemo(
    () => (asked ? { ...cleanFilters, sort_by: asked.by, sort_order: asked.order } : cleanFilters),
    [cleanFilters, asked],
  );
  return { state, list, filters: exported, filtered, subStatuses, clearSubStatuses };
}

/**
 * The sub-statuses in force (?template_sub_status repeated, as the dashboard's failed templates
 * link): the filter row has no field for them, so they are read apart from its values.
 */
function useSubStatusesInForce(): TemplateSubStatusFilter {
  const [params] = useSearchParams();
  // Keyed by the values, so the list's filters keep their identity while other parameters change.
  const key = JSON.stringify(subStatusesFromSearch(params));
  return useMemo(() => JSON.parse(key) as TemplateSubStatusFilter, [key]);
}
