import { MoreHorizontalRegular } from '@fluentui/react-icons/headless/svg/more-horizontal';
import { lazy, Suspense } from 'react';
import { useRowButtonLook } from './row-button-look';

const BusySpinner = lazy(() => import('./busy-spinner'));

const icon = <MoreHorizontalRegular />;

export interface MoreActionsButtonProps {
  /** The visible word (更多) and the name it is read by (更多操作), which starts with it. */
  text: string;
  label: string;
  /** One of the menu's actions runs for this row. */
  busy: boolean;
  disabled: boolean;
  /** This row's menu is open. */
  expanded: boolean;
  onOpen: (target: HTMLElement) => void;
}

/**
 * A row's 更多操作, drawn as the row's other buttons: it opens the tab's menu of the row's less
 * frequent actions (复制, 删除) below it. The menu's code loads on the first open.
 */
export function MoreActionsButton({ text, label, busy, disabled, expanded, onOpen }: MoreActionsButtonProps) {
  const { classes } = useRowButtonLook();
  const off = busy || disabled;
  const look = off ? classes.disabled : classes.enabled;
  return (
    <button
      type="button"
      className={look.root}
      disabled={off}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={expanded}
      onClick={(event) => onOpen(event.currentTarget)}
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
      {text}
    </button>
  );
}
