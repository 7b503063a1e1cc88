import { errorDetail, http, type Language } from '@video-admin/shared-ui';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { useTemplatesTranslation } from '../../i18n';
import { useTemplateMutation } from '../../api/use-template-mutation';

/**
 * A new template with the source's fields, original_template_id = the source, back to 待生成,
 * its name suffixed in `language` by the server ('<name>（副本）' / '<name> (copy)').
 */
export function copyTemplate(templateId: number, language: Language): Promise<VideoTemplate> {
  return http.post<VideoTemplate>('/api/backend/video-template/copy', { json: { template_id: templateId, language } });
}

/**
 * A row's 复制, named in the screen's language. The toast names the copy (its id and name) and,
 * given `onOpen`, opens it: the tab on show may not list a template at 待生成. The lists refetch.
 */
export function useCopyTemplate(onOpen?: (copy: VideoTemplate) => void) {
  const { t, lng } = useTemplatesTranslation();
  return useTemplateMutation({
    mutationFn: (templateId: number) => copyTemplate(templateId, lng),
    successToast: (id, copy) => ({
      intent: 'success',
      title: t('toast.copySuccess'),
      description: copy.template_name
        ? t('toast.copySuccessNamed', { id, newId: copy.template_id, name: copy.template_name })
        : t('toast.copySuccessText', { id, newId: copy.template_id }),
      action: onOpen ? { label: t('toast.openCopy', { id: copy.template_id }), onClick: () => onOpen(copy) } : undefined,
    }),
    failureToast: (error) => ({
      intent: 'error',
      title: t('toast.copyFailed'),
      description: errorDetail(error, t('toast.operationFailed')),
    }),
  });
}
