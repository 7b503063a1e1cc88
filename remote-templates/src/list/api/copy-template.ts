import { errorDetail, http } from '@video-admin/shared-ui';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { useTemplatesTranslation } from '../../i18n';
import { useTemplateMutation } from '../../api/use-template-mutation';

/** A new template with the source's fields, original_template_id = the source, back to 待生成. */
export function copyTemplate(templateId: number): Promise<VideoTemplate> {
  return http.post<VideoTemplate>('/api/backend/video-template/copy', { json: { template_id: templateId } });
}

/** A row's 复制: the toast names the new template, which the lists show once they refetch. */
export function useCopyTemplate() {
  const { t } = useTemplatesTranslation();
  return useTemplateMutation({
    mutationFn: copyTemplate,
    successToast: (id, copy) => ({
      intent: 'success',
      title: t('toast.copySuccess'),
      description: t('toast.copySuccessText', { id, newId: copy.template_id }),
    }),
    failureToast: (error) => ({
      intent: 'error',
      title: t('toast.copyFailed'),
      description: errorDetail(error, t('toast.operationFailed')),
    }),
  });
}
