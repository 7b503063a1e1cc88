import { useTemplatesTranslation } from '../../i18n';
import { LISTED, TAKEN_DOWN } from '../model/template';
import { updateTemplate } from './update-template';
import { useTemplateMutation } from './use-template-mutation';

// The status moves the spec makes through the update call, each with its own toasts.

/** Pending generation -> generated. */
export function usePassMutation() {
  const { t } = useTemplatesTranslation();
  return useTemplateMutation({
    mutationFn: (templateId: number) => updateTemplate({ template_id: templateId, template_status: '已生成' }),
    successToast: (id) => ({ intent: 'success', title: t('toast.passSuccess'), description: t('toast.passSuccessText', { id }) }),
    failureToast: () => ({ intent: 'error', title: t('toast.passFailed'), description: t('toast.operationFailed') }),
  });
}

/** Pending generation -> pending completion. */
export function useRejectMutation() {
  const { t } = useTemplatesTranslation();
  return useTemplateMutation({
    mutationFn: (templateId: number) => updateTemplate({ template_id: templateId, template_status: '待补全' }),
    successToast: (id) => ({ intent: 'warning', title: t('toast.rejectSuccess'), description: t('toast.rejectSuccessText', { id }) }),
    failureToast: () => ({ intent: 'error', title: t('toast.rejectFailed'), description: t('toast.operationFailed') }),
  });
}

/** Pending completion -> pending generation. */
export function useResubmitMutation() {
  const { t } = useTemplatesTranslation();
  return useTemplateMutation({
    mutationFn: (templateId: number) => updateTemplate({ template_id: templateId, template_status: '待生成' }),
    successToast: (id) => ({ intent: 'success', title: t('toast.resubmitSuccess'), description: t('toast.resubmitSuccessText', { id }) }),
    failureToast: () => ({ intent: 'error', title: t('toast.resubmitFailed'), description: t('toast.operationFailed') }),
  });
}

/** Published: hide from end users (take down) or show again (re-list). Failures are only logged. */
export function useListingMutation() {
  return useTemplateMutation({
    mutationFn: ({ templateId, listed }: { templateId: number; listed: boolean }) =>
      updateTemplate({ template_id: templateId, template_sub_status: listed ? LISTED : TAKEN_DOWN }),
    failureToast: null,
  });
}
