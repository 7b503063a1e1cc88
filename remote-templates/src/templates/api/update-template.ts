import { http } from 'shared-ui';
import type { VideoTemplate } from '../model/template';

export type TemplateUpdate = { template_id: number } & Partial<Omit<VideoTemplate, 'template_id' | 'created_at' | 'updated_at'>>;

/** Only the fields present change; null clears a field. */
export function updateTemplate(update: TemplateUpdate): Promise<VideoTemplate> {
  return http.post<VideoTemplate>('/api/backend/video-template/update', { json: update });
}
