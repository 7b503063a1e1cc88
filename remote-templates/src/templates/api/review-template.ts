import { http } from 'shared-ui';
import { useTemplatesTranslation } from '../../i18n';
import type { VideoTemplate } from '../model/template';
import { useTemplateMutation } from './use-template-mutation';

export type ReviewAction = 'approve' | 'reject';

interface ReviewResponse {
  success: boolean;
  message?: string;
  template?: VideoTemplate;
}

export async function reviewTemplate(templateId: number, action: ReviewAction): Promise<ReviewResponse> {
  const response = await http.post<ReviewResponse>('/api/backend/video-template/review', { json: { template_id: templateId, action } });
  if (!response?.success) throw new Error(response?.message || 'review failed');
  return response;
}

/** The generated tab's review: approve runs AI completion on the server; reject sends it back. */
export function useReviewMutation(action: ReviewAction) {
  const { t } = useTemplatesTranslation();
  const approve = action === 'approve';
  return useTemplateMutation({
    mutationFn: (templateId: number) => reviewTemplate(templateId, action),
    // The server's message says what AI completion filled (or could not): more than we know here.
    successToast: (id, response) =>
      approve
        ? { intent: 'success', title: t('toast.approveSuccess'), description: response.message || t('toast.approveSuccessText', { id }) }
        : { intent: 'warning', title: t('toast.disapproveSuccess'), description: response.message || t('toast.disapproveSuccessText', { id }) },
    failureToast: () => ({
      intent: 'error',
      title: approve ? t('toast.approveFailed') : t('toast.disapproveFailed'),
      description: t('toast.operationFailed'),
    }),
  });
}
