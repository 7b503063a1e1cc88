import { TEMPLATE_STATUSES, type TemplateStatus } from '../../model/template';
import { STATUS_TAB } from '../tabs/tab-definitions';
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

function isTemplateStatus(value: string): value is TemplateStatus {
  return (TEMPLATE_STATUSES as readonly string[]).includes(value);
}

/**
 * The all-templates 状态: the template's own status, the one the tabs, the status filter, the
 * history and the export show (the 视频 column says whether a video exists). Named like its tab;
 * a value the screen does not know shows as it is stored.
 */
export function templateStatusBadge({ badges, t }: CellLook, status: string) {
  if (!isTemplateStatus(status)) {
    return (
      <div className={badges.subtle} style={BADGE_TEXT}>
        {status}
      </div>
    );
  }
  return (
    <div className={badges[COLORS[status]]} style={BADGE_TEXT}>
      {t(`tabs.${STATUS_TAB[status]}`)}
    </div>
  );
}
