import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { VideoTemplateHistory } from '@video-admin/shared-ui/contract';
import { templateKeys } from '../../api/template-keys';

export function getTemplateHistory(templateId: number, signal?: AbortSignal): Promise<VideoTemplateHistory> {
  return http.get<VideoTemplateHistory>(`/api/backend/video-template/${templateId}/history`, { signal });
}

export function templateHistoryQueryOptions(templateId: number) {
  return queryOptions({
    queryKey: templateKeys.history(templateId),
    queryFn: ({ signal }) => getTemplateHistory(templateId, signal),
  });
}

export function useTemplateHistory(templateId: number) {
  return useQuery(templateHistoryQueryOptions(templateId));
}
