import { useBadgeStyles_unstable, type BadgeProps, type BadgeState } from '@fluentui/react-components';
import { useMemo } from 'react';

type BadgeColor = NonNullable<BadgeProps['color']>;

/** The badge colours the status cells show: the statuses' and 'subtle' for an unknown one. */
export type SubStatusColor = Extract<BadgeColor, 'informative' | 'brand' | 'success' | 'danger' | 'warning' | 'subtle'>;
export type SubStatusBadgeClasses = Record<SubStatusColor, string>;

/** Fluent's tint Badge class name for one colour, from its own style hook. */
function useTintBadgeClass(color: BadgeColor): string {
  const state = {
    appearance: 'tint',
    color,
    shape: 'circular',
    size: 'medium',
    iconPosition: 'before',
    root: { className: '' },
  } as unknown as BadgeState;
  useBadgeStyles_unstable(state);
  return state.root.className!;
}

/**
 * The class names of Fluent's tint Badge in each colour, taken once per table (by useCellLook):
 * a Badge in every row would run its own slots and style hook, and a badge needs only a <div>
 * with a class.
 */
export function useSubStatusBadgeClasses(): SubStatusBadgeClasses {
  const informative = useTintBadgeClass('informative');
  const brand = useTintBadgeClass('brand');
  const success = useTintBadgeClass('success');
  const danger = useTintBadgeClass('danger');
  const warning = useTintBadgeClass('warning');
  const subtle = useTintBadgeClass('subtle');
  return useMemo(() => ({ informative, brand, success, danger, warning, subtle }), [informative, brand, success, danger, warning, subtle]);
}
