import { VideoPreview } from '@video-admin/shared-ui';
import type { CellLook } from './cell-look';

/** An autoplaying, muted, looping preview of a safe URL; otherwise 暂无视频. */
export function templateVideo({ styles, t }: CellLook, src: string | null, label: string) {
  return (
    <VideoPreview src={src} label={label} width={120} height={68} fallback={<span className={styles.muted}>{t('values.noVideo')}</span>} />
  );
}
