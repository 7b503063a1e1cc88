import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateStatus } from '../model/template';
import { listTemplates } from './list-templates';
import { templateKeys } from './template-keys';

/** A tab's badge: the list call with limit 1, read for its count alone. */
export function templateCountQuery(status: TemplateStatus | undefined) {
  return queryOptions({
    queryKey: templateKeys.count(status),
    queryFn: ({ signal }) => listTemplates({ filters: { template_status: status }, page: 1, pageSize: 1 }, signal),
    select: (list) => list.count,
  });
}

export function useTemplateCount(status: TemplateStatus | undefined) {
  return useQuery(templateCountQuery(status));
}
