import { errorDetail, http } from 'shared-ui';
import { useTemplatesTranslation } from '../../i18n';
import type { VideoTemplate } from '../model/template';
import { useTemplateMutation } from './use-template-mutation';

interface PublishResponse {
  success: boolean;
  message?: string;
  template?: VideoTemplate;
}

/** 422 with the missing fields, 409 unless pending completion: both reach the failure toast. */
export function publishTemplate(templateId: number): Promise<PublishResponse> {
  return http.post<PublishResponse>('/api/backend/video-template/publish', { json: { template_id: templateId } });
}

export function usePublishMutation() {
  const { t } = useTemplatesTranslation();
  return useTemplateMutation({
    mutationFn: publishTemplate,
    successToast: (id) => ({ intent: 'success', title: t('toast.publishSuccess'), description: t('toast.publishSuccessText', { id }) }),
    failureToast: (error) => ({ intent: 'error', title: t('toast.publishFailed'), description: errorDetail(error, t('toast.operationFailed')) }),
  });
}
