import { useMemo, useSyncExternalStore } from 'react';
import { lazyOnFirstUse } from '../components/lazy-on-first-use';
import { errorDetail } from '../http/api-error';
import { useCommonTranslation } from '../i18n/common';
import { onToastRequest, requestToast, toastEverRequested, type ToastIntent } from './toast-queue';

export type { ToastIntent } from './toast-queue';

// No page needs the toaster to show, so its code (Fluent's toast components and their motion) is
// fetched with the first toast, not with the first page.
const FluentToaster = lazyOnFirstUse(() => import('./fluent-toaster').then((module) => module.FluentToaster));

/** One toaster for the whole app; rendered once, by AppProviders. */
export function AppToaster() {
  const needed = useSyncExternalStore(onToastRequest, toastEverRequested, toastEverRequested);
  return needed ? <FluentToaster /> : null;
}

function show(intent: ToastIntent, title: string, description?: string): void {
  requestToast({ intent, title, description });
}

export function useAppToast() {
  const { t } = useCommonTranslation();

  return useMemo(
    () => ({
      show,
      /** 'Success!' with a description, as the account and items screens show. */
      success: (description: string) => show('success', t('toast.successTitle'), description),
      /** 'Something went wrong!' with the server's detail, or the generic line. */
      error: (error: unknown) => show('error', t('toast.errorTitle'), errorDetail(error, t('toast.genericError'))),
    }),
    [t],
  );
}
