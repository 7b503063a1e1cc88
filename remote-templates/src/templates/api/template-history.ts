import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-ui';
import { templateKeys } from './template-keys';

export interface TemplateHistoryEntry {
  id: number;
  template_id: number;
  action: string;
  /** field -> [old, new] */
  changes: Record<string, [unknown, unknown]> | null;
  actor_email: string | null;
  created_at: string;
}

export interface TemplateHistory {
  data: TemplateHistoryEntry[];
  count: number;
}

export function getTemplateHistory(templateId: number, signal?: AbortSignal): Promise<TemplateHistory> {
  return http.get<TemplateHistory>(`/api/backend/video-template/${templateId}/history`, { signal });
}

export function templateHistoryQuery(templateId: number) {
  return queryOptions({
    queryKey: templateKeys.history(templateId),
    queryFn: ({ signal }) => getTemplateHistory(templateId, signal),
  });
}

export function useTemplateHistory(templateId: number) {
  return useQuery(templateHistoryQuery(templateId));
}
