import { lazy, Suspense, type ReactNode } from 'react';
import { useRowButtonLook } from './row-button-look';

// Most screens show row buttons long before any is busy (the all-templates tab never): the
// spinner's code (Fluent's Spinner, a few KB) comes with the first call, the icon standing in.
const BusySpinner = lazy(() => import('./busy-spinner'));

export interface ActionButtonProps {
  icon: React.JSX.Element;
  busy?: boolean;
  disabled?: boolean;
  /** It opens a dialog (edit, preview): focus comes back to it when the dialog closes. */
  opensDialog?: boolean;
  /** It opens a menu below it (a row's 更多操作): whether that menu is open now. */
  menuExpanded?: boolean;
  /** The name it is read by, when its text is short for it (更多 for 更多操作). */
  label?: string;
  /**
   * Names its action alike in every row, so the focus can come back to it, or to the next row's,
   * after the row's change (model/row-focus.ts).
   */
  actionKey?: string;
  /** Told the button, which a menu hangs from. */
  onClick: (button: HTMLButtonElement) => void;
  children: ReactNode;
}

/**
 * A row action, drawn as Fluent's small secondary Button (see RowButtonLook): disabled with a
 * spinner while its call runs. Row actions are never primary: a table of ten rows would show ten
 * filled buttons, and the screen's one primary action (新建模板) would no longer stand out.
 */
export function ActionButton({
  icon,
  busy = false,
  disabled = false,
  opensDialog = false,
  menuExpanded,
  label,
  actionKey,
  onClick,
  children,
}: ActionButtonProps) {
  const { classes, restoreFocusTarget } = useRowButtonLook();
  const off = busy || disabled;
  const look = off ? classes.disabled : classes.enabled;
  return (
    // Only those that open a dialog are marked: Fluent's focus manager keeps an object for every
    // marked element, and the status moves (confirmed by the browser's own dialog) need none.
    <button
      type="button"
      className={look.root}
      disabled={off}
      aria-label={label}
      aria-haspopup={menuExpanded === undefined ? undefined : 'menu'}
      aria-expanded={menuExpanded}
      data-row-action={actionKey}
      // The table shows a row button's icon only while it is busy (its spinner), cells.styles' actions.
      data-busy={busy || undefined}
      onClick={(event) => onClick(event.currentTarget)}
      {...(opensDialog ? restoreFocusTarget : undefined)}
    >
      <span className={look.icon}>
        {busy ? (
          <Suspense fallback={icon}>
            <BusySpinner />
          </Suspense>
        ) : (
          icon
        )}
      </span>
      {children}
    </button>
  );
}
