import { http } from '@video-admin/shared-ui';
import type { VideoTemplate, VideoTemplateUpdate } from '@video-admin/shared-ui/contract';
import { useTemplateMutation, type TemplateMutationOptions } from './use-template-mutation';

/** Only the fields present change; null clears a field. */
export function updateTemplate(update: VideoTemplateUpdate): Promise<VideoTemplate> {
  return http.post<VideoTemplate>('/api/backend/video-template/update', { json: update });
}

export interface UpdateTemplateOptions<TVariables> extends Omit<TemplateMutationOptions<TVariables, VideoTemplate>, 'mutationFn'> {
  /** The update call's body for what the screen passes to `mutate`. */
  toUpdate: (variables: TVariables) => VideoTemplateUpdate;
}

/** One change a screen makes through the update call (a status move, the edit dialog's save), with its toasts. */
export function useUpdateTemplate<TVariables>({ toUpdate, ...options }: UpdateTemplateOptions<TVariables>) {
  return useTemplateMutation({ ...options, mutationFn: (variables: TVariables) => updateTemplate(toUpdate(variables)) });
}
