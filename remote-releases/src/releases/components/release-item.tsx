import { Badge, Button, Text } from '@fluentui/react-components';
import { formatDateTime } from '@video-admin/shared-ui';
import { useReleasesTranslation } from '../../i18n';
import { useReleasesStyles } from '../../components/styles';
import { releaseActions, type ReleaseView } from '../model/module-view';

export interface ReleaseItemHandlers {
  onPromote: (view: ReleaseView) => void;
  onRollout: (view: ReleaseView) => void;
  onPreview: (view: ReleaseView) => void;
}

/** One release: its version and id, who published it and when, its previews, and what can be done with it. */
export function ReleaseItem({ view, isHost, handlers }: { view: ReleaseView; isHost: boolean; handlers: ReleaseItemHandlers }) {
  const styles = useReleasesStyles();
  const { t } = useReleasesTranslation();
  const { release } = view;
  const actions = releaseActions(view, isHost);
  // The id names the release: its version and a hash of its files (builds of one version differ by it).
  const name = release.release_id;
  return (
    <li className={styles.item}>
      <div className={styles.line}>
        <Text weight="semibold" className={styles.code}>
          {name}
        </Text>
        <Badge appearance="tint" color={view.standing === 'live' ? 'success' : view.standing === 'rolling-out' ? 'warning' : 'informative'}>
          {t(`standing.${view.standing}`)}
        </Badge>
      </div>
      <Text size={200}>{t('release.published', { actor: release.published_by, at: formatDateTime(release.published_at) })}</Text>
      {view.previews.map((preview) => (
        <Text size={200} key={preview.expires_at}>
          {t('release.previewUntil', { at: formatDateTime(preview.expires_at), actor: preview.created_by })}
        </Text>
      ))}
      {actions.promote || actions.rollout || actions.preview ? (
        <div className={styles.toolbar}>
          {actions.promote ? (
            <Button size="small" onClick={() => handlers.onPromote(view)} aria-label={t('actions.promoteNamed', { name })}>
              {t('actions.promote')}
            </Button>
          ) : null}
          {actions.rollout && view.standing !== 'rolling-out' ? (
            <Button size="small" onClick={() => handlers.onRollout(view)} aria-label={t('actions.rolloutNamed', { name })}>
              {t('actions.rollout')}
            </Button>
          ) : null}
          {actions.preview ? (
            <Button size="small" onClick={() => handlers.onPreview(view)} aria-label={t('actions.previewNamed', { name })}>
              {t('actions.preview')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
