import { useButtonStyles_unstable, useRestoreFocusTarget, type ButtonState } from '@fluentui/react-components';
import { createContext, useContext, type ReactNode } from 'react';

interface RowButtonLook {
  /** Class names of Fluent's small secondary Button with an icon, enabled and disabled. */
  classes: Record<'enabled' | 'disabled', { root: string; icon: string }>;
  /** Marks a button as the place focus returns to when a dialog it opened closes. */
  restoreFocusTarget: ReturnType<typeof useRestoreFocusTarget>;
}

const RowButtonLookContext = createContext<RowButtonLook | null>(null);

/** Fluent's own Button class names for one look, from its style hook and a state of that look. */
function useSmallButtonClasses(disabled: boolean) {
  const state = {
    appearance: 'secondary',
    disabled,
    disabledFocusable: false,
    iconOnly: false,
    iconPosition: 'before',
    shape: 'rounded',
    size: 'small',
    root: { className: '', children: true },
    icon: { className: '' },
  } as unknown as ButtonState;
  useButtonStyles_unstable(state);
  return { root: state.root.className!, icon: state.icon!.className! };
}

/**
 * A table's row buttons look exactly like Fluent's small Button without running its hooks (slots,
 * ARIA props, seven style hooks) for each of the table's many buttons. The class names are the
 * same for every row, so they are computed here once per table, from Fluent's own style hook, and
 * each ActionButton is a plain <button> wearing them.
 */
export function RowButtonLook({ children }: { children: ReactNode }) {
  const enabled = useSmallButtonClasses(false);
  const disabled = useSmallButtonClasses(true);
  const restoreFocusTarget = useRestoreFocusTarget();
  // Not memoised: the rows below are rendered again with the table whenever this is.
  const look: RowButtonLook = {
    classes: { enabled, disabled },
    restoreFocusTarget,
  };
  return <RowButtonLookContext.Provider value={look}>{children}</RowButtonLookContext.Provider>;
}

export function useRowButtonLook(): RowButtonLook {
  const look = useContext(RowButtonLookContext);
  if (!look) throw new Error('A row button must be inside <RowButtonLook> (the DataTable provides it).');
  return look;
}
