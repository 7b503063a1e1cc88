import { useTemplatesTranslation } from '../../i18n';
import { updateTemplate, type TemplateUpdate } from './update-template';
import { useTemplateMutation } from './use-template-mutation';

/** The edit dialog's save. */
export function useSaveTemplateMutation(onSaved: () => void) {
  const { t } = useTemplatesTranslation();
  return useTemplateMutation({
    mutationFn: (update: TemplateUpdate) => updateTemplate(update),
    successToast: ({ template_id }) => ({ intent: 'success', title: t('toast.updateSuccess'), description: t('toast.updateSuccessText', { id: template_id }) }),
    failureToast: () => ({ intent: 'error', title: t('toast.updateFailed'), description: t('toast.operationFailed') }),
    onSuccess: onSaved,
  });
}
