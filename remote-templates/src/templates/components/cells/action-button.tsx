import { Button, Spinner, useRestoreFocusTarget, type ButtonProps } from '@fluentui/react-components';
import type { ReactNode } from 'react';

export interface ActionButtonProps {
  appearance?: ButtonProps['appearance'];
  icon?: React.JSX.Element;
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A row action: disabled with a spinner while its call runs. */
export function ActionButton({ appearance, icon, busy = false, disabled = false, onClick, children }: ActionButtonProps) {
  // Some open a dialog (the preview): focus comes back to the button when it closes.
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Button
      size="small"
      appearance={appearance}
      disabled={busy || disabled}
      icon={busy ? <Spinner size="extra-tiny" /> : icon}
      onClick={onClick}
      {...restoreFocusTarget}
    >
      {children}
    </Button>
  );
}
