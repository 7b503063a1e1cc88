import { http } from '@video-admin/shared-ui';
import type { VideoTemplateReview, VideoTemplateReviewResult } from '@video-admin/shared-ui/contract';
import { useTemplatesTranslation } from '../../i18n';
import { useTemplateMutation } from '../../api/use-template-mutation';

export type ReviewAction = VideoTemplateReview['action'];

export async function reviewTemplate(templateId: number, action: ReviewAction): Promise<VideoTemplateReviewResult> {
  const review: VideoTemplateReview = { template_id: templateId, action };
  const response = await http.post<VideoTemplateReviewResult | undefined>('/api/backend/video-template/review', { json: review });
  if (!response?.success) throw new Error(response?.message || 'review failed');
  return response;
}

/** The generated tab's review: approve runs AI completion on the server; reject sends it back. */
export function useReviewTemplate(action: ReviewAction) {
  const { t } = useTemplatesTranslation();
  const approve = action === 'approve';
  return useTemplateMutation({
    mutationFn: (templateId: number) => reviewTemplate(templateId, action),
    // The server's message says what AI completion filled (or could not): more than we know here.
    successToast: (id, response) =>
      approve
        ? { intent: 'success', title: t('toast.approveSuccess'), description: response.message || t('toast.approveSuccessText', { id }) }
        : {
            intent: 'warning',
            title: t('toast.disapproveSuccess'),
            description: response.message || t('toast.disapproveSuccessText', { id }),
          },
    failureToast: () => ({
      intent: 'error',
      title: approve ? t('toast.approveFailed') : t('toast.disapproveFailed'),
      description: t('toast.operationFailed'),
    }),
  });
}
