import { errorDetail, http } from '@video-admin/shared-ui';
import type { Message } from '@video-admin/shared-ui/contract';
import { useTemplatesTranslation } from '../../i18n';
import { useTemplateMutation } from '../../api/use-template-mutation';

/** Deletes the template; its files go too unless another template or task still uses them. */
export function deleteTemplate(templateId: number): Promise<Message> {
  return http.post<Message>('/api/backend/video-template/delete', { json: { template_id: templateId } });
}

/** A row's 删除, with its toasts; `onDeleted` runs after the success toast (the screen moves its pager). */
export function useDeleteTemplate(onDeleted?: (templateId: number) => void) {
  const { t } = useTemplatesTranslation();
  return useTemplateMutation({
    mutationFn: deleteTemplate,
    successToast: (id) => ({ intent: 'success', title: t('toast.deleteSuccess'), description: t('toast.deleteSuccessText', { id }) }),
    failureToast: (error) => ({
      intent: 'error',
      title: t('toast.deleteFailed'),
      description: errorDetail(error, t('toast.operationFailed')),
    }),
    onSuccess: (_, id) => onDeleted?.(id),
  });
}
