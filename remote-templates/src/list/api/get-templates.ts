import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { VideoTemplateList } from '@video-admin/shared-ui/contract';
import type { TemplateListParams } from '../../model/template-list';
import { templateKeys } from '../../api/template-keys';

export function getTemplates({ filters, sort, page, pageSize }: TemplateListParams, signal?: AbortSignal): Promise<VideoTemplateList> {
  const searchParams = new URLSearchParams({ limit: String(pageSize), skip: String((page - 1) * pageSize) });
  if (sort) {
    searchParams.set('sort_by', sort.by);
    searchParams.set('sort_order', sort.order);
  }
  for (const [key, value] of Object.entries(filters)) {
    // A list (several sub-statuses) repeats its parameter.
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== '') searchParams.append(key, String(one));
    }
  }
  return http.post<VideoTemplateList>('/api/backend/video-template/list', { searchParams, signal });
}

/**
 * An answer this recent is shown without asking again when a list mounts with it: the first
 * screen's, asked just before its first render (first-screen-queries.ts), or a tab left and
 * reopened at once. A change (a mutation, the change stream) still refetches at once.
 */
export const LIST_FRESH_MS = 2_000;

export function templatesQueryOptions(params: TemplateListParams) {
  return queryOptions({
    queryKey: templateKeys.list(params),
    queryFn: ({ signal }) => getTemplates(params, signal),
    // The previous page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
    staleTime: LIST_FRESH_MS,
  });
}

export function useTemplates(params: TemplateListParams) {
  return useQuery(templatesQueryOptions(params));
}
