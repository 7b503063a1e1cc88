import { type SUB_STATUS_LABELS, valueLabel } from '@video-admin/shared-ui/labels';
import { BADGE_TEXT } from './badge-text';
import type { CellLook } from './cell-look';
import type { SubStatusColor } from './sub-status-badge-classes';

type SubStatus = keyof typeof SUB_STATUS_LABELS;

// Both spellings the data has: the first three tabs' codes, then published templates' words.
const COLORS: Record<SubStatus, SubStatusColor> = {
  UNREVIEWED: 'informative',
  IN_QUEUE: 'brand',
  GENERATION_FAILED: 'danger',
  AUDIT_FAILED: 'danger',
  AUDIT_PENDING: 'warning',
  未审核: 'informative',
  已加入队列: 'brand',
  生成失败: 'danger',
  审核不通过: 'danger',
  未确认: 'warning',
  拒绝上架: 'danger',
  已上架: 'success',
  已下架: 'subtle',
};

/** A sub-status in the screen's language (either spelling); an unknown value as it is stored. */
export function subStatusText({ lng }: CellLook, subStatus: string): string {
  return valueLabel('subStatus', subStatus, lng) ?? subStatus;
}

/** The sub-status as a badge in the screen's language, coloured by what it means; an unknown value as it is. */
export function subStatusBadge(look: CellLook, subStatus: string | null) {
  if (!subStatus) return null;
  const color = Object.hasOwn(COLORS, subStatus) ? COLORS[subStatus as SubStatus] : 'subtle';
  return (
    <div className={look.badges[color]} style={BADGE_TEXT}>
      {subStatusText(look, subStatus)}
    </div>
  );
}
