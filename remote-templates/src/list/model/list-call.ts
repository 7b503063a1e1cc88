import { parsePage, parsePageSize, parseSort } from 'shared-ui/lists';
import type { Platform, TemplateStatus } from '../../model/template';
import {
  DEFAULT_TEMPLATE_SORT,
  type FilterKey,
  subStatusesFromSearch,
  TEMPLATE_SORT_COLUMNS,
  type TemplateFilters,
  type TemplateListParams,
  type TemplateSort,
  type TemplateSubStatusFilter,
} from '../../model/template-list';
import { parseTemplateId } from './template-id';

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

/** The filters the operator chose, with the sub-statuses a link brought (none: left out). */
export function chosenFilters(values: Partial<Record<FilterKey, string>>, subStatuses: TemplateSubStatusFilter): TemplateFilters {
  return { ...toTemplateFilters(values), template_sub_status: subStatuses.length > 0 ? subStatuses : undefined };
}

/**
 * The filters the list call sends: the chosen ones with the tab's own status, only those defined,
 * so an empty and an absent filter share a cache entry.
 */
export function sentFilters(chosen: TemplateFilters, status?: TemplateStatus): TemplateFilters {
  const filters = status ? { ...chosen, template_status: status } : chosen;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as TemplateFilters;
}

/** The order the list call sends: none for the list's own order, the server's default, which shares its cache entry. */
export function sentSort(sort: TemplateSort): TemplateSort | undefined {
  return sort.by === DEFAULT_TEMPLATE_SORT.by && sort.order === DEFAULT_TEMPLATE_SORT.order ? undefined : sort;
}

/**
 * The list call a tab makes for a URL query, read as the tab's hooks read it (its filter keys,
 * ?template_sub_status, ?sort and ?order, ?page and ?size): it starts the call before the screen
 * renders, and the screen then finds it under the same key.
 */
export function tabListParams(search: URLSearchParams, keys: readonly FilterKey[], status?: TemplateStatus): TemplateListParams {
  const values = Object.fromEntries(keys.map((key) => [key, search.get(key) ?? '']));
  const sort = parseSort(search.get('sort') ?? '', search.get('order') ?? '', TEMPLATE_SORT_COLUMNS, DEFAULT_TEMPLATE_SORT);
  return {
    filters: sentFilters(chosenFilters(values, subStatusesFromSearch(search)), status),
    sort: sentSort(sort),
    page: parsePage(search.get('page')),
    pageSize: parsePageSize(search.get('size')),
  };
}
