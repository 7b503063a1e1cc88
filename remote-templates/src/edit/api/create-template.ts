import { http } from '@video-admin/shared-ui';
import type { VideoTemplate, VideoTemplateCreate } from '@video-admin/shared-ui/contract';
import { useTemplateMutation, type TemplateMutationOptions } from '../../api/use-template-mutation';

/** A new template: the fields sent, the server's defaults for the rest (待生成 / UNREVIEWED). */
export function createTemplate(body: VideoTemplateCreate): Promise<VideoTemplate> {
  return http.post<VideoTemplate>('/api/backend/video-template/create', { json: body });
}

export interface CreateTemplateOptions<TVariables> extends Omit<TemplateMutationOptions<TVariables, VideoTemplate>, 'mutationFn'> {
  /** The create call's body for what the screen passes to `mutate`. */
  toCreate: (variables: TVariables) => VideoTemplateCreate;
}

/** The create dialog's save, with its toasts; every list and tab count refetches afterwards. */
export function useCreateTemplate<TVariables>({ toCreate, ...options }: CreateTemplateOptions<TVariables>) {
  return useTemplateMutation({ ...options, mutationFn: (variables: TVariables) => createTemplate(toCreate(variables)) });
}
