import { valueLabel } from '@video-admin/shared-ui/labels';
import type { TemplateStatus } from '../../../model/template';
import { BADGE_TEXT } from './badge-text';
import type { CellLook } from './cell-look';
import type { SubStatusColor } from './sub-status-badge-classes';

// One colour per step of the pipeline: waiting, made, being finished, live.
const COLORS: Record<TemplateStatus, SubStatusColor> = {
  待生成: 'warning',
  已生成: 'success',
  待补全: 'informative',
  已上架: 'brand',
};

/**
 * The all-templates 状态: the template's own status, the one the tabs, the status filter, the
 * history and the export show (the 视频 column says whether a video exists), in the screen's
 * language; a value the screen does not know shows as it is stored.
 */
export function templateStatusBadge({ badges, lng }: CellLook, status: string) {
  const color = Object.hasOwn(COLORS, status) ? COLORS[status as TemplateStatus] : 'subtle';
  return (
    <div className={badges[color]} style={BADGE_TEXT}>
      {valueLabel('templateStatus', status, lng) ?? status}
    </div>
  );
}
