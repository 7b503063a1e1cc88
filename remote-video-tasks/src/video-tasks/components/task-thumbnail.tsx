import { makeStyles, tokens } from '@fluentui/react-components';
import { SafeImage, safeUrl } from '@video-admin/shared-ui';
import { useVideoTasksTranslation } from '../../i18n';

const useStyles = makeStyles({
  image: {
    display: 'block',
    width: '56px',
    height: '56px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  none: { color: tokens.colorNeutralForeground3 },
});

export interface TaskThumbnailProps {
  src: string | null;
  alt: string;
}

/** A small image that opens the full one in a new tab; nothing is rendered for an unsafe URL. */
export function TaskThumbnail({ src, alt }: TaskThumbnailProps) {
  const styles = useStyles();
  const { t } = useVideoTasksTranslation();
  const url = safeUrl(src);
  const none = <span className={styles.none}>{t('table.none')}</span>;
  if (!url) return none;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      <SafeImage className={styles.image} src={url} alt={alt} fallback={none} />
    </a>
  );
}
