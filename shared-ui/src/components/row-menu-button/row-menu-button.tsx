import { Button, useRestoreFocusTarget, type ButtonProps } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { forwardRef, useState, type ReactNode } from 'react';

export type RowMenuButtonProps = { label: string } & ButtonProps;

/** A row's "more" button, named by `label`: the same before and after the menu's code has arrived. */
export const RowMenuButton = forwardRef<HTMLButtonElement, RowMenuButtonProps>(function RowMenuButton({ label, ...props }, ref) {
  // The entry that opened a dialog is gone when it closes: focus comes back to the menu button.
  const restoreFocusTarget = useRestoreFocusTarget();
  return <Button {...props} ref={ref} appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={label} {...restoreFocusTarget} />;
});

export interface RowMenuOnFirstUseProps {
  /** The button's name. */
  label: string;
  disabled?: boolean;
  /** The real menu, opened as it mounts: it replaces the button on its first click or down arrow. */
  menu: ReactNode;
}

/** A row's menu whose code comes on first use: a RowMenuButton until then, `menu` after. */
export function RowMenuOnFirstUse({ label, disabled, menu }: RowMenuOnFirstUseProps) {
  const [used, setUsed] = useState(false);
  if (used) return menu;
  return (
    <RowMenuButton
      label={label}
      disabled={disabled}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setUsed(true)}
      // As Fluent's MenuTrigger does: the down arrow opens a menu too.
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setUsed(true);
        }
      }}
    />
  );
}
