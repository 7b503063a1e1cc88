import { Toast, ToastBody, Toaster, ToastTitle, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { onToastRequest, takeToastRequests } from './toast-queue';

const TOASTER_ID = 'app-toaster';

/**
 * Fluent's toaster, at the top end, showing every toast asked for: first those that
 * waited while its code arrived, then each one as it comes. Fetched on first use (app-toaster.tsx).
 */
export function FluentToaster() {
  const { dispatchToast } = useToastController(TOASTER_ID);

  // Runs after the Toaster below has mounted and is listening (a child's effects run first).
  useEffect(() => {
    const showWaiting = () => {
      for (const { intent, title, description } of takeToastRequests()) {
        dispatchToast(
          <Toast>
            <ToastTitle>{title}</ToastTitle>
            {description ? <ToastBody>{description}</ToastBody> : null}
          </Toast>,
          { intent, timeout: 5000 },
        );
      }
    };
    showWaiting();
    return onToastRequest(showWaiting);
  }, [dispatchToast]);

  return <Toaster toasterId={TOASTER_ID} position="top-end" pauseOnHover pauseOnWindowBlur />;
}
