import { errorDetail, http } from '@video-admin/shared-ui';
import type { VideoTemplatePublishResult } from '@video-admin/shared-ui/contract';
import { useTemplatesTranslation } from '../../i18n';
import { useTemplateMutation } from '../../api/use-template-mutation';

/** 422 with the missing fields, 409 unless pending completion: both reach the failure toast. */
export function publishTemplate(templateId: number): Promise<VideoTemplatePublishResult> {
  return http.post<VideoTemplatePublishResult>('/api/backend/video-template/publish', { json: { template_id: templateId } });
}

export function usePublishTemplate() {
  const { t } = useTemplatesTranslation();
  return useTemplateMutation({
    mutationFn: publishTemplate,
    successToast: (id) => ({ intent: 'success', title: t('toast.publishSuccess'), description: t('toast.publishSuccessText', { id }) }),
    failureToast: (error) => ({
      intent: 'error',
      title: t('toast.publishFailed'),
      description: errorDetail(error, t('toast.operationFailed')),
    }),
  });
}
