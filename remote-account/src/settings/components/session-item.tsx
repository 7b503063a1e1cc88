import { Badge, Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { formatDateTime } from '@video-admin/shared-ui';
import type { SessionPublic } from '@video-admin/shared-ui/contract';
import { useSessionsTranslation } from '../sessions-i18n';
import { browserName } from '../model/browser-name';
import { useSettingsStyles } from './settings.styles';

const useStyles = makeStyles({
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', fontWeight: tokens.fontWeightSemibold },
});

export interface SessionItemProps {
  session: SessionPublic;
  /** An end is under way: the buttons wait. */
  ending: boolean;
  onEnd: () => void;
}

/** One session: which browser, from where, since when, how it signed in; End unless it is this browser's. */
export function SessionItem({ session, ending, onEnd }: SessionItemProps) {
  const { t } = useSessionsTranslation();
  const styles = useStyles();
  const settings = useSettingsStyles();
  const { browser, system } = browserName(session.user_agent);
  const name = browser && system ? t('browserOn', { browser, system }) : (browser ?? system ?? t('unknownBrowser'));
  return (
    <li className={settings.itemRow}>
      <div className={settings.itemDetails}>
        <Body1 className={styles.title}>
          <span title={session.user_agent}>{name}</span>
          {session.current && (
            <Badge appearance="tint" color="brand">
              {t('thisBrowser')}
            </Badge>
          )}
        </Body1>
        <Caption1>
          {session.address} · {t(`methods.${session.method}`)}
        </Caption1>
        <Caption1>
          {t('started', { time: formatDateTime(session.created_at) })} · {t('lastUsed', { time: formatDateTime(session.last_used_at) })}
        </Caption1>
      </div>
      {!session.current && (
        <Button className={settings.danger} appearance="primary" disabled={ending} onClick={onEnd} aria-label={t('endNamed', { name })}>
          {t('end')}
        </Button>
      )}
    </li>
  );
}
