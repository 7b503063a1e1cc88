import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { LoadFailed, LoadingState } from '@video-admin/shared-ui';
import type { SessionPublic } from '@video-admin/shared-ui/contract';
import { ConfirmDialog } from '@video-admin/shared-ui/dialogs';
import { useState } from 'react';
import { useSessionsTranslation } from '../sessions-i18n';
import { useEndSessions, useMySessions } from '../api/sessions';
import { SessionItem } from './session-item';
import { useSettingsStyles } from './settings.styles';

const useStyles = makeStyles({
  // Wider than the forms: a row holds a browser, an address and two times.
  section: { maxWidth: '640px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** What the person is asked to confirm: ending one session (its row), or all the others (null). */
type Ending = { session: SessionPublic } | { all: true };

/** Settings → Sessions: where I am signed in, and ending any of it but this browser. */
export function Sessions() {
  const { t } = useSessionsTranslation();
  const styles = useSettingsStyles();
  const own = useStyles();
  const sessions = useMySessions();
  const end = useEndSessions();
  const [asking, setAsking] = useState<Ending | null>(null);

  const rows = sessions.data?.data ?? [];
  const others = rows.filter((session) => !session.current);

  const confirm = () => {
    if (!asking) return;
    end.mutate('all' in asking ? null : asking.session.id);
    setAsking(null);
  };

  return (
    <div className={`${styles.section} ${own.section}`}>
      <Subtitle1 as="h2" className={styles.heading}>
        {t('heading')}
      </Subtitle1>
      <Body1 as="p">{t('text')}</Body1>
      {sessions.isPending ? (
        <LoadingState label={t('loading')} />
      ) : sessions.isError ? (
        <LoadFailed title={t('loadFailed')} error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : rows.length === 0 ? (
        <Body1 as="p">{t('none')}</Body1>
      ) : (
        <>
          <ul className={own.list} aria-label={t('heading')}>
            {rows.map((session) => (
              <SessionItem key={session.id} session={session} ending={end.isPending} onEnd={() => setAsking({ session })} />
            ))}
          </ul>
          {others.length > 0 && (
            <div className={styles.actions}>
              <Button className={styles.danger} appearance="primary" disabled={end.isPending} onClick={() => setAsking({ all: true })}>
                {t('endOthers')}
              </Button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking && 'all' in asking ? t('confirmOthersTitle', { count: others.length }) : t('confirmTitle')}
        text={[t('confirmText')]}
        confirmLabel={asking && 'all' in asking ? t('endOthers') : t('end')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
