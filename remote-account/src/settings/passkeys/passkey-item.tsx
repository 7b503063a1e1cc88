import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { formatDateTime } from '@video-admin/shared-ui';
import type { PasskeyPublic } from '@video-admin/shared-ui/contract';
import { useSettingsStyles } from '../components/settings.styles';
import { usePasskeysTranslation } from './passkeys-i18n';

const useStyles = makeStyles({
  name: { fontWeight: tokens.fontWeightSemibold },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface PasskeyItemProps {
  passkey: PasskeyPublic;
  /** A change is under way: the buttons wait. */
  busy: boolean;
  onRename: () => void;
  onRemove: () => void;
}

/** One passkey: its name, when it was added and last used; Rename and Remove. */
export function PasskeyItem({ passkey, busy, onRename, onRemove }: PasskeyItemProps) {
  const { t } = usePasskeysTranslation();
  const styles = useStyles();
  const settings = useSettingsStyles();
  const used = passkey.last_used_at ? t('lastUsed', { time: formatDateTime(passkey.last_used_at) }) : t('neverUsed');
  return (
    <li className={settings.itemRow}>
      <div className={settings.itemDetails}>
        <Body1 className={styles.name}>{passkey.name}</Body1>
        <Caption1>
          {t('addedOn', { time: formatDateTime(passkey.created_at) })} · {used}
        </Caption1>
      </div>
      <div className={styles.buttons}>
        <Button disabled={busy} onClick={onRename} aria-label={t('renameNamed', { name: passkey.name })}>
          {t('rename')}
        </Button>
        <Button
          className={settings.danger}
          appearance="primary"
          disabled={busy}
          onClick={onRemove}
          aria-label={t('removeNamed', { name: passkey.name })}
        >
          {t('remove')}
        </Button>
      </div>
    </li>
  );
}
