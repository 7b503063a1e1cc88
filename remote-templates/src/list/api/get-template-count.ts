import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateStatus } from '../../model/template';
import { getTemplates, LIST_FRESH_MS } from './get-templates';
import { templateKeys } from '../../api/template-keys';

/** A tab's badge: the list call with limit 1, read for its count alone. */
export async function getTemplateCount(status: TemplateStatus | undefined, signal?: AbortSignal): Promise<number> {
  const list = await getTemplates({ filters: { template_status: status }, page: 1, pageSize: 1 }, signal);
  return list.count;
}

export function templateCountQueryOptions(status: TemplateStatus | undefined) {
  return queryOptions({
    queryKey: templateKeys.count(status),
    queryFn: ({ signal }) => getTemplateCount(status, signal),
    staleTime: LIST_FRESH_MS,
  });
}

export function useTemplateCount(status: TemplateStatus | undefined) {
  return useQuery(templateCountQueryOptions(status));
}
