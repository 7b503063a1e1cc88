import { SafeImage } from 'shared-ui';
import { useTemplatesTranslation } from '../../../i18n';
import { useCellStyles } from './cells.styles';

/** A small image that renders only a safe URL; otherwise 暂无图片. */
export function TemplateThumb({ src, alt }: { src: string | null; alt: string }) {
  const styles = useCellStyles();
  const { t } = useTemplatesTranslation();
  return <SafeImage src={src} alt={alt} className={styles.thumb} fallback={<span className={styles.muted}>{t('values.noImage')}</span>} />;
}
