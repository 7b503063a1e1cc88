import { useMutation } from '@tanstack/react-query';
import { http, useAppToast } from '@video-admin/shared-ui';
import type {
  GenerateEvaluationResult,
  GenerateImageUrlResult,
  GenerateRecommendationResult,
  GenerateTitleResult,
} from '@video-admin/shared-ui/contract';
import { useTemplateDialogsTranslation } from '../../i18n';

export type GenerationKind = 'title' | 'image' | 'recommendation' | 'evaluation';
export const GENERATION_KINDS: readonly GenerationKind[] = ['title', 'image', 'recommendation', 'evaluation'];

/**
 * Names the "generated, save to keep it" toast of one field of one template: a second generation
 * replaces it, and the dialog dismisses it once saved or closed (it is out of date then).
 */
export function generatedToastId(templateId: number, kind: GenerationKind): string {
  return `template-${templateId}-generated-${kind}`;
}

const GENERATED_FIELD = {
  title: 'generated_title',
  image: 'generated_image_url',
  recommendation: 'generated_recommendation',
  evaluation: 'generated_evaluation',
} as const;

// The four answers share success and message; each carries its value in a field of its own.
type GenerationResult = GenerateTitleResult & GenerateImageUrlResult & GenerateRecommendationResult & GenerateEvaluationResult;

/**
 * Asks the AI for one field. A response without success or without the value is a failure too,
 * thrown with the server's message (or the fallback) so it reaches the failure toast.
 */
export async function generateContent(kind: GenerationKind, templateId: number, fallbackMessage: string): Promise<string> {
  const response = await http.post<GenerationResult | undefined>(`/api/backend/video-template/generate-${kind}`, {
    json: { template_id: templateId },
  });
  const value = response?.[GENERATED_FIELD[kind]];
  if (!response?.success || typeof value !== 'string' || !value) throw new Error(response?.message || fallbackMessage);
  return value;
}

/** The value is only put in the form: it is saved with the form, so 取消 discards it. */
export function useGenerateContent(kind: GenerationKind, templateId: number, onGenerated: (value: string) => void) {
  const { t } = useTemplateDialogsTranslation();
  const toast = useAppToast();
  return useMutation({
    mutationFn: () => generateContent(kind, templateId, t('ai.noResult')),
    onSuccess: (value) => {
      onGenerated(value);
      toast.show('success', t(`ai.${kind}Success`), t('ai.successText'), { id: generatedToastId(templateId, kind) });
    },
    onError: (error) => {
      console.error(error);
      toast.show('error', t(`ai.${kind}Failed`), t('ai.failedText'));
    },
  });
}
