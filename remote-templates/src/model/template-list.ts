import type { QueryOf } from '@video-admin/shared-ui/contract';
import type { ListSort } from '@video-admin/shared-ui/lists';

type ListQuery = QueryOf<'/api/backend/video-template/list', 'post'>;

/** The list call's optional filters; every one is applied by the server. */
export type TemplateFilters = Pick<
  ListQuery,
  'template_id' | 'template_name' | 'template_platform' | 'template_top_title' | 'template_status' | 'template_sub_status'
>;

/**
 * The sub-statuses a link may filter the list by (the dashboard's failed templates): the URL
 * repeats the parameter, one value each, as the list call takes them.
 */
export const SUB_STATUS_FILTER = 'template_sub_status';

/** The sub-statuses in force from the URL's repeated parameter, empty values left out, each once. */
export function subStatusesFromSearch(params: URLSearchParams): TemplateSubStatusFilter {
  return [...new Set(params.getAll(SUB_STATUS_FILTER).filter((value) => value.trim() !== ''))] as TemplateSubStatusFilter;
}

export type TemplateSubStatusFilter = NonNullable<TemplateFilters['template_sub_status']>;

/** A filter's name, in the list call and in the URL. */
export type TemplateFilterKey = keyof TemplateFilters;

/** A filter the filter row has a field for: the sub-statuses come only with a link. */
export type FilterKey = Exclude<TemplateFilterKey, 'template_sub_status'>;

/** A column the server sorts the list on. */
export type TemplateSortColumn = ListQuery['sort_by'];

/** The columns the screens offer to sort on (each has a column header); the server also sorts on template_status. */
export const TEMPLATE_SORT_COLUMNS = [
  'template_id',
  'template_platform',
  'created_at',
  'updated_at',
] as const satisfies readonly TemplateSortColumn[];

export type TemplateSort = ListSort<(typeof TEMPLATE_SORT_COLUMNS)[number]>;

/** The list's own order: the templates changed last first. */
export const DEFAULT_TEMPLATE_SORT: TemplateSort = { by: 'updated_at', order: 'desc' };

/** One page of the list, as a tab asks for it; without a sort, the list's own order. */
export interface TemplateListParams {
  filters: TemplateFilters;
  sort?: TemplateSort;
  page: number;
  pageSize: number;
}
