import { useCallback } from 'react';
import { useAppToast } from '@video-admin/shared-ui';
import type { VideoTemplate } from '@video-admin/shared-ui/contract';
import { loadScreenChangeTexts, useTemplatesTranslation } from '../../i18n';
import { usePublishTemplate } from '../api/publish-template';
import { checkPublishable } from '../model/publish-check';
import { runFromRow } from '../model/row-mutation';

/**
 * Publish from the completion tab: first the client-side check of the five required fields,
 * then the confirmation, then the call.
 */
export function usePublishAction(rows: readonly VideoTemplate[] | undefined) {
  const { t } = useTemplatesTranslation();
  const toast = useAppToast();
  const publish = usePublishTemplate();
  const { mutate } = publish;

  const request = useCallback(
    (templateId: number, from?: HTMLElement) => {
      const check = checkPublishable(rows, templateId);
      if (!check.ok) {
        // What blocks it is said in texts that come with the first change, not with the list.
        void loadScreenChangeTexts().then(() => {
          const description =
            check.reason === 'notFound'
              ? t('toast.templateNotFound')
              : t('toast.missingFields', {
                  fields: check.fields.map((field) => t(`publishFields.${field}`)).join(t('publishFields.separator')),
                });
          toast.show('warning', t('toast.publishBlocked'), description);
        });
        return;
      }
      if (window.confirm(t('confirm.publish'))) runFromRow({ mutate }, templateId, from);
    },
    [rows, t, toast, mutate],
  );

  return { request, publish };
}
