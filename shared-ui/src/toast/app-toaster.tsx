import { Toast, ToastBody, Toaster, ToastTitle, useToastController } from '@fluentui/react-components';
import { useCallback, useMemo } from 'react';
import { errorDetail } from '../http/api-error';
import { useCommonTranslation } from '../i18n/common';

// One toaster for the whole app, top-end as the spec places it; every remote reaches it by id.
const TOASTER_ID = 'app-toaster';

export function AppToaster() {
  return <Toaster toasterId={TOASTER_ID} position="top-end" pauseOnHover pauseOnWindowBlur />;
}

export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

export function useAppToast() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  const { t } = useCommonTranslation();

  const show = useCallback(
    (intent: ToastIntent, title: string, description?: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{title}</ToastTitle>
          {description ? <ToastBody>{description}</ToastBody> : null}
        </Toast>,
        { intent, timeout: 5000 },
      ),
    [dispatchToast],
  );

  return useMemo(
    () => ({
      show,
      /** 'Success!' with a description, as the account and items screens show. */
      success: (description: string) => show('success', t('toast.successTitle'), description),
      /** 'Something went wrong!' with the server's detail, or the generic line. */
      error: (error: unknown) => show('error', t('toast.errorTitle'), errorDetail(error, t('toast.genericError'))),
    }),
    [show, t],
  );
}
