import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { templateKeys } from '../../api/template-keys';

export function getTemplate(templateId: number, signal?: AbortSignal): Promise<VideoTemplate> {
  return http.post<VideoTemplate>('/api/backend/video-template/get', { json: { template_id: templateId }, signal });
}

export interface TemplateQuerySettings {
  /** The row the dialog was opened from: shown at once while the fresh copy loads. */
  placeholder?: VideoTemplate;
  /** Poll while a reference video is being generated, so it shows as soon as it exists. */
  pollMs?: number | false;
}

export function templateQueryOptions(templateId: number, { placeholder, pollMs = false }: TemplateQuerySettings = {}) {
  return queryOptions({
    queryKey: templateKeys.detail(templateId),
    queryFn: ({ signal }) => getTemplate(templateId, signal),
    placeholderData: placeholder,
    refetchInterval: pollMs,
  });
}

export function useTemplate(templateId: number, settings?: TemplateQuerySettings) {
  return useQuery(templateQueryOptions(templateId, settings));
}
