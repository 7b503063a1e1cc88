import { BADGE_TEXT } from './badge-text';
import type { CellLook } from './cell-look';

/**
 * The all-templates 状态: 已生成 once the template has a video, 待生成 before; drawn as a badge
 * like the video tasks' status (it says whether the video exists, not where the pipeline is).
 */
export function videoStatusBadge({ badges, t }: CellLook, videoUrl: string | null) {
  return videoUrl ? (
    <div className={badges.success} style={BADGE_TEXT}>
      {t('values.generated')}
    </div>
  ) : (
    <div className={badges.warning} style={BADGE_TEXT}>
      {t('values.pendingGeneration')}
    </div>
  );
}
