import { useEffect } from 'react';
import { useAppToast } from '@video-admin/shared-ui';
import { GENERATION_KINDS, generatedToastId } from '../api/generate-content';

/**
 * While a template's dialog is open, its "generated, save to keep it" toasts are news; once the
 * dialog goes (saved, cancelled, closed), they are out of date and are dismissed.
 */
export function useGeneratedToastsDismissal(templateId: number): void {
  const { dismiss } = useAppToast();
  useEffect(
    () => () => {
      for (const kind of GENERATION_KINDS) dismiss(generatedToastId(templateId, kind));
    },
    [dismiss, templateId],
  );
}
