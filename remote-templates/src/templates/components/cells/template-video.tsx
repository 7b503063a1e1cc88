import { VideoPreview } from 'shared-ui';
import { useTemplatesTranslation } from '../../../i18n';
import { useCellStyles } from './cells.styles';

/** An autoplaying, muted, looping preview of a safe URL; otherwise 暂无视频. */
export function TemplateVideo({ src, label, width = 120, height = 68 }: { src: string | null; label: string; width?: number; height?: number }) {
  const styles = useCellStyles();
  const { t } = useTemplatesTranslation();
  return <VideoPreview src={src} label={label} width={width} height={height} fallback={<span className={styles.muted}>{t('values.noVideo')}</span>} />;
}
