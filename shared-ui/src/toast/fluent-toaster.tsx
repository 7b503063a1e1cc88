import { Link, makeStyles, Toast, ToastBody, Toaster, ToastTitle, useToastController } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { measureTopBar } from './measure-top-bar';
import { onToastRequest, takeToastCommands, type ToastRequest } from './toast-queue';
import { DEFAULT_TOAST_PLACE, toastPlace, type ToastPlace } from './toast-place';

const TOASTER_ID = 'app-toaster';

// A toast narrower than Fluent's column (toast-place.ts) keeps to its end, as a full one does.
const useStyles = makeStyles({
  toaster: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end' },
});

/** Long enough to read a toast; one that offers an action stays twice as long, to reach it. */
const TIMEOUT = 5000;
const ACTION_TIMEOUT = 10_000;

/**
 * Fluent's toaster, at the top end (toast-place.ts: over the top bar, between its controls),
 * showing every toast asked for: first those that waited while its code arrived, then each one as
 * it comes. A toast with an id replaces the one shown with that id and can be dismissed by it.
 * Fetched on first use (app-toaster.tsx).
 */
export function FluentToaster() {
  const { dispatchToast, dismissToast } = useToastController(TOASTER_ID);
  const styles = useStyles();
  const [place, setPlace] = useState<ToastPlace>(DEFAULT_TOAST_PLACE);
  // A caller's id -> Fluent's id of the toast shown for it: Fluent ignores a toast whose id is
  // still on screen (or leaving it), so each toast gets a fresh one.
  const shown = useRef(new Map<string, string>());
  const count = useRef(0);

  // Runs after the Toaster below has mounted and is listening (a child's effects run first).
  useEffect(() => {
    const show = ({ intent, title, description, id, action }: ToastRequest, width: number) => {
      count.current += 1;
      const toastId = `toast-${count.current}`;
      if (id) {
        const previous = shown.current.get(id);
        if (previous) dismissToast(previous);
        shown.current.set(id, toastId);
      }
      dispatchToast(
        <Toast style={{ width, boxSizing: 'border-box' }}>
          <ToastTitle
            action={
              action ? (
                <Link
                  as="button"
                  onClick={() => {
                    dismissToast(toastId);
                    action.onClick();
                  }}
                >
                  {action.label}
                </Link>
              ) : undefined
            }
          >
            {title}
          </ToastTitle>
          {description ? <ToastBody>{description}</ToastBody> : null}
        </Toast>,
        {
          toastId,
          intent,
          timeout: action ? ACTION_TIMEOUT : TIMEOUT,
          onStatusChange: (_, { status }) => {
            if (id && status === 'unmounted' && shown.current.get(id) === toastId) shown.current.delete(id);
          },
        },
      );
    };
    const takeCommands = () => {
      const commands = takeToastCommands();
      // Measured as the toasts come: the top bar's controls change with the window and the user.
      const next = toastPlace(document.documentElement.clientWidth, measureTopBar(document));
      if (commands.some((command) => 'show' in command)) setPlace(next);
      for (const command of commands) {
        if ('show' in command) show(command.show, next.width);
        else {
          const toastId = shown.current.get(command.dismiss);
          if (toastId) dismissToast(toastId);
        }
      }
    };
    takeCommands();
    return onToastRequest(takeCommands);
  }, [dispatchToast, dismissToast]);

  return (
    <Toaster
      toasterId={TOASTER_ID}
      position="top-end"
      offset={{ horizontal: place.end, vertical: place.top }}
      className={styles.toaster}
      pauseOnHover
      pauseOnWindowBlur
    />
  );
}
