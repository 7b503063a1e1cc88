import { Badge, Button, Text } from '@fluentui/react-components';
import { useId } from 'react';
import { useReleasesTranslation } from '../../i18n';
import { useReleasesStyles } from '../../components/styles';
import { useFormats } from '../../components/use-formats';
import { shortCommit } from '../model/module-summary';
import { releaseActions, type ReleaseView } from '../model/module-view';
import { mismatchWarnings } from '../model/release-mismatches';
import { ReleaseMismatchWarning } from './release-mismatch-warning';

export interface ReleaseItemHandlers {
  onPromote: (view: ReleaseView) => void;
  onRollout: (view: ReleaseView) => void;
  onPreview: (view: ReleaseView) => void;
}

/**
 * One release: its version and id, when and from which commit it was built, who published it and
 * when, what they said of it, its previews, what did not fit the live releases at its publish, and
 * what can be done with it.
 */
export function ReleaseItem({ view, isHost, handlers }: { view: ReleaseView; isHost: boolean; handlers: ReleaseItemHandlers }) {
  const styles = useReleasesStyles();
  const { t } = useReleasesTranslation();
  const formats = useFormats();
  const { release } = view;
  const commit = release.commit ? shortCommit(release.commit) : null;
  const actions = releaseActions(view, isHost);
  const mismatches = mismatchWarnings(view);
  const refusalHintId = useId();
  // The actions stay offered: the server decides, and a shell that fits may have gone live since.
  const refusalHint = mismatches.length > 0 ? { 'aria-describedby': refusalHintId } : {};
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
      <Text size={200}>
        {t('release.built', { at: formats.dateTime(release.built_at) })}
        {commit ? (
          <>
            {t('release.separator')}
            {t('release.commit')}{' '}
            <span className={styles.code} title={release.commit ?? undefined}>
              {commit.hash}
            </span>
            {commit.dirty ? t('release.dirty') : ''}
          </>
        ) : null}
      </Text>
      <Text size={200}>{t('release.published', { actor: release.published_by, at: formats.dateTime(release.published_at) })}</Text>
      {release.notes ? (
        <Text size={200} className={styles.notes}>
          {t('release.notes', { notes: release.notes })}
        </Text>
      ) : null}
      {view.previews.map((preview) => (
        <Text size={200} key={preview.expires_at}>
          {t('release.previewUntil', { at: formats.dateTime(preview.expires_at), actor: preview.created_by })}
        </Text>
      ))}
      <ReleaseMismatchWarning groups={mismatches} />
      {actions.promote || actions.rollout || actions.preview ? (
        <div className={styles.toolbar}>
          {actions.promote ? (
            <Button size="small" onClick={() => handlers.onPromote(view)} {...refusalHint} aria-label={t('actions.promoteNamed', { name })}>
              {t('actions.promote')}
            </Button>
          ) : null}
          {actions.rollout && view.standing !== 'rolling-out' ? (
            <Button size="small" onClick={() => handlers.onRollout(view)} {...refusalHint} aria-label={t('actions.rolloutNamed', { name })}>
              {t('actions.rollout')}
            </Button>
          ) : null}
          {actions.preview ? (
            <Button size="small" onClick={() => handlers.onPreview(view)} {...refusalHint} aria-label={t('actions.previewNamed', { name })}>
              {t('actions.preview')}
            </Button>
          ) : null}
          {mismatches.length > 0 ? (
            <Text size={200} id={refusalHintId} className={styles.muted}>
              {t(isHost ? 'mismatch.refusedHost' : 'mismatch.refusedRemote')}
            </Text>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
