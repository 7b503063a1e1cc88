import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-ui';
import type { TemplateList } from '../model/template';
import { templateKeys } from './template-keys';

/** The list call's optional filters; every one is applied by the server. */
export interface TemplateFilters {
  template_id?: number;
  template_name?: string;
  template_platform?: string;
  template_top_title?: string;
  template_status?: string;
}

export interface ListTemplatesParams {
  filters: TemplateFilters;
  page: number;
  pageSize: number;
}

export function listTemplates({ filters, page, pageSize }: ListTemplatesParams, signal?: AbortSignal): Promise<TemplateList> {
  const searchParams = new URLSearchParams({ limit: String(pageSize), skip: String((page - 1) * pageSize) });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') searchParams.set(key, String(value));
  }
  return http.post<TemplateList>('/api/backend/video-template/list', { searchParams, signal });
}

export function templateListQuery(params: ListTemplatesParams) {
  return queryOptions({
    queryKey: templateKeys.list(params),
    queryFn: ({ signal }) => listTemplates(params, signal),
    // The previous page stays on screen while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useTemplateList(params: ListTemplatesParams) {
  return useQuery(templateListQuery(params));
}
