import { SafeImage } from '@video-admin/shared-ui';
import type { CellLook } from './cell-look';

/** A small image that renders only a safe URL; otherwise 暂无图片. */
export function templateThumb({ styles, t }: CellLook, src: string | null, alt: string) {
  return <SafeImage src={src} alt={alt} className={styles.thumb} fallback={<span className={styles.muted}>{t('values.noImage')}</span>} />;
}
