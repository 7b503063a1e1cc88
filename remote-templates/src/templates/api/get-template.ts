import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-ui';
import type { VideoTemplate } from '../model/template';
import { templateKeys } from './template-keys';

export function getTemplate(templateId: number, signal?: AbortSignal): Promise<VideoTemplate> {
  return http.post<VideoTemplate>('/api/backend/video-template/get', { json: { template_id: templateId }, signal });
}

export interface TemplateDetailOptions {
  /** The row the dialog was opened from: shown at once while the fresh copy loads. */
  placeholder?: VideoTemplate;
  /** Poll while a reference video is being generated, so it shows as soon as it exists. */
  pollMs?: number | false;
}

export function templateDetailQuery(templateId: number, { placeholder, pollMs = false }: TemplateDetailOptions = {}) {
  return queryOptions({
    queryKey: templateKeys.detail(templateId),
    queryFn: ({ signal }) => getTemplate(templateId, signal),
    placeholderData: placeholder,
    refetchInterval: pollMs,
  });
}

export function useTemplateDetail(templateId: number, options?: TemplateDetailOptions) {
  return useQuery(templateDetailQuery(templateId, options));
}
