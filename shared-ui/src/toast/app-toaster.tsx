import { useMemo, useSyncExternalStore } from 'react';
import { lazyOnFirstUse } from '../components/lazy-on-first-use';
import { errorDetail } from '../http/api-error';
import { useCommonTranslation } from '../i18n/common';
import { dismissToast, onToastRequest, requestToast, toastEverRequested, type ToastAction, type ToastIntent } from './toast-queue';

export type { ToastAction, ToastIntent } from './toast-queue';

// No page needs the toaster to show, so its code (Fluent's toast components and their motion) is
// fetched with the first toast, not with the first page.
const FluentToaster = lazyOnFirstUse(() => import('./fluent-toaster').then((module) => module.FluentToaster));

/** One toaster for the whole app; rendered once, by AppProviders. */
export function AppToaster() {
  const needed = useSyncExternalStore(onToastRequest, toastEverRequested, toastEverRequested);
  return needed ? <FluentToaster /> : null;
}

export interface ToastOptions {
  /** Names the toast: a later toast of the id replaces it, and `dismiss(id)` takes it away once out of date. */
  id?: string;
  /** A button beside the title (open what was just made). */
  action?: ToastAction;
}

function show(intent: ToastIntent, title: string, description?: string, options: ToastOptions = {}): void {
  requestToast({ intent, title, description, ...options });
}

export function useAppToast() {
  const { t } = useCommonTranslation();

  return useMemo(
    () => ({
      show,
      /** Dismisses the toast shown with this id, if it is still there. */
      dismiss: dismissToast,
      /** 'Success!' with a description, as the account and items screens show. */
      success: (description: string) => show('success', t('toast.successTitle'), description),
      /** 'Something went wrong!' with the server's detail, or the generic line. */
      error: (error: unknown) => show('error', t('toast.errorTitle'), errorDetail(error, t('toast.genericError'))),
    }),
    [t],
  );
}
