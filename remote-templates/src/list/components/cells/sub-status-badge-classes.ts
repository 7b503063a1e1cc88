import { useMemo } from 'react';
import { useTintBadgeClasses, type TintColor } from './badge-look';

/** The badge colours the status cells show: the statuses' and 'subtle' for an unknown one. */
export type SubStatusColor = TintColor;
export type SubStatusBadgeClasses = Record<SubStatusColor, string>;

/**
 * The class names of Fluent's tint Badge in each colour, taken once per table (by useCellLook):
 * a Badge in every row would run its own slots and style hook, and a badge needs only a <div>
 * with a class.
 */
export function useSubStatusBadgeClasses(): SubStatusBadgeClasses {
  const { informative, brand, success, danger, warning, subtle } = useTintBadgeClasses();
  return useMemo(() => ({ informative, brand, success, danger, warning, subtle }), [informative, brand, success, danger, warning, subtle]);
}
