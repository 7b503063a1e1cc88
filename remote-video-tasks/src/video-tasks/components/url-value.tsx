import { Link } from '@fluentui/react-components';
import { safeUrl } from '@video-admin/shared-ui';
import { useVideoTasksTranslation } from '../../i18n';
import { useTaskDetailsStyles } from './task-details.styles';

/** A stored URL: a link only when it is http(s) or site-relative; any other is shown as inert text. */
export function UrlValue({ value }: { value: string | null }) {
  const styles = useTaskDetailsStyles();
  const { t } = useVideoTasksTranslation();
  if (!value) return <span className={styles.none}>{t('table.none')}</span>;
  const url = safeUrl(value);
  if (!url) {
    return (
      <span>
        {value} <span className={styles.none}>{t('details.unsafeUrl')}</span>
      </span>
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener noreferrer" inline>
      {value}
    </Link>
  );
}
