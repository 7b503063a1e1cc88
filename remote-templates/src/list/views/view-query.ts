import { sameSort } from '@video-admin/shared-ui/lists';
import type { ListQueryState } from '@video-admin/shared-ui/views';
import { ALL_FILTER_KEYS, filterKeysFor, TAB_FILTERS, TABS, type TabId } from '../../model/tabs';
import {
  DEFAULT_TEMPLATE_SORT,
  SUB_STATUS_FILTER,
  subStatusesFromSearch,
  TEMPLATE_SORT_COLUMNS,
  type TemplateSort,
} from '../../model/template-list';

// A view keeps the sub-statuses a link brought as one value, the URL's repeated parameter joined
// (a sub-status is a word or a code, never with a comma).
const SUB_STATUS_SEPARATOR = ',';

/** The tab a view shows: its own if the screen has it, else the tab shown now. */
export function tabOfView(tab: string | undefined, current: TabId): TabId {
  return TABS.find((definition) => definition.id === tab)?.id ?? current;
}

/**
 * What a tab shows besides its table's layout, as a view keeps it: the tab, the filters in force
 * there (those it shows, and the sub-statuses a link brought; filters kept in the URL for other
 * tabs are not in force) and the order (null: the list's own).
 */
export function queryOfTab(tab: TabId, search: URLSearchParams, sort: TemplateSort): ListQueryState {
  const filters: Record<string, string> = {};
  for (const key of TAB_FILTERS[tab]) {
    const value = search.get(key);
    if (value?.trim()) filters[key] = value;
  }
  const subStatuses = subStatusesFromSearch(search);
  if (subStatuses.length > 0) filters[SUB_STATUS_FILTER] = subStatuses.join(SUB_STATUS_SEPARATOR);
  return { tab, filters, sort: sameSort(sort, DEFAULT_TEMPLATE_SORT) ? null : sort };
}

/**
 * The URL query that shows a view on its tab: the filters it names that the tab takes, its order
 * when the screen sorts on that column, and the page size in force; page 1, nothing else. A view
 * is data from the server (shared ones someone else's): anything else it holds is left out.
 * Returns '' or '?…'.
 */
export function searchOfView(query: ListQueryState, tab: TabId, current: URLSearchParams): string {
  const next = new URLSearchParams();
  const filters: Record<string, unknown> = query.filters && typeof query.filters === 'object' ? query.filters : {};
  for (const key of filterKeysFor(tab)) {
    const value = filters[key];
    if (typeof value === 'string' && value.trim()) next.set(key, value);
  }
  const subStatuses = filters[SUB_STATUS_FILTER];
  if (typeof subStatuses === 'string')
    for (const value of new Set(subStatuses.split(SUB_STATUS_SEPARATOR).map((part) => part.trim())))
      if (value) next.append(SUB_STATUS_FILTER, value);
  const sort = query.sort;
  if (
    sort &&
    (TEMPLATE_SORT_COLUMNS as readonly string[]).includes(sort.by) &&
    (sort.order === 'asc' || sort.order === 'desc') &&
    !sameSort(sort as TemplateSort, DEFAULT_TEMPLATE_SORT)
  ) {
    next.set('sort', sort.by);
    next.set('order', sort.order);
  }
  const size = current.get('size');
  if (size) next.set('size', size);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Whether the URL brings filters (a link, a reload): the person's default view then waits to be chosen. */
export function searchHasFilters(search: URLSearchParams): boolean {
  return [...ALL_FILTER_KEYS, SUB_STATUS_FILTER].some((key) => search.getAll(key).some((value) => value.trim() !== ''));
}
