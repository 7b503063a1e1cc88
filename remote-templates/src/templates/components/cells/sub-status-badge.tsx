import { useBadgeStyles_unstable, type BadgeProps, type BadgeState } from '@fluentui/react-components';
import { useMemo } from 'react';
import { REVIEW_SUB_STATUSES, type ReviewSubStatus } from '../../model/template';
import type { CellLook } from './cell-look';

type BadgeColor = NonNullable<BadgeProps['color']>;

/** The badge colours this cell shows: the statuses' and 'subtle' for an unknown one. */
type SubStatusColor = Extract<BadgeColor, 'informative' | 'brand' | 'danger' | 'warning' | 'subtle'>;
export type SubStatusBadgeClasses = Record<SubStatusColor, string>;

const COLORS: Record<ReviewSubStatus, SubStatusColor> = {
  UNREVIEWED: 'informative',
  IN_QUEUE: 'brand',
  GENERATION_FAILED: 'danger',
  AUDIT_FAILED: 'danger',
  AUDIT_PENDING: 'warning',
};

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
 * a Badge in every row ran its own slots and style hook, and a badge is a <div> with a class.
 */
export function useSubStatusBadgeClasses(): SubStatusBadgeClasses {
  const informative = useTintBadgeClass('informative');
  const brand = useTintBadgeClass('brand');
  const danger = useTintBadgeClass('danger');
  const warning = useTintBadgeClass('warning');
  const subtle = useTintBadgeClass('subtle');
  return useMemo(() => ({ informative, brand, danger, warning, subtle }), [informative, brand, danger, warning, subtle]);
}

function isReviewSubStatus(value: string): value is ReviewSubStatus {
  return (REVIEW_SUB_STATUSES as readonly string[]).includes(value);
}

/** The pending, generated and completion tabs' sub-status in Chinese; an unknown value as it is. */
export function subStatusBadge({ badges, t }: CellLook, subStatus: string | null) {
  if (!subStatus) return null;
  if (!isReviewSubStatus(subStatus)) return <div className={badges.subtle}>{subStatus}</div>;
  return <div className={badges[COLORS[subStatus]]}>{t(`subStatus.${subStatus}`)}</div>;
}
