import { REVIEW_SUB_STATUSES, type ReviewSubStatus } from '../../model/template';
import { BADGE_TEXT } from './badge-text';
import type { CellLook } from './cell-look';
import type { SubStatusColor } from './sub-status-badge-classes';

const COLORS: Record<ReviewSubStatus, SubStatusColor> = {
  UNREVIEWED: 'informative',
  IN_QUEUE: 'brand',
  GENERATION_FAILED: 'danger',
  AUDIT_FAILED: 'danger',
  AUDIT_PENDING: 'warning',
};

function isReviewSubStatus(value: string): value is ReviewSubStatus {
  return (REVIEW_SUB_STATUSES as readonly string[]).includes(value);
}

/** The pending, generated and completion tabs' sub-status in Chinese; an unknown value as it is. */
export function subStatusBadge({ badges, t }: CellLook, subStatus: string | null) {
  if (!subStatus) return null;
  if (!isReviewSubStatus(subStatus)) {
    return (
      <div className={badges.subtle} style={BADGE_TEXT}>
        {subStatus}
      </div>
    );
  }
  return (
    <div className={badges[COLORS[subStatus]]} style={BADGE_TEXT}>
      {t(`subStatus.${subStatus}`)}
    </div>
  );
}
