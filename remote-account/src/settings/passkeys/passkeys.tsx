import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { LoadFailed, LoadingState, useAppToast } from '@video-admin/shared-ui';
import type { PasskeyCreate, PasskeyPublic } from '@video-admin/shared-ui/contract';
import { ConfirmDialog } from '@video-admin/shared-ui/dialogs';
import { useState } from 'react';
import { passkeysSupported } from '../../model/passkey-mark';
import { useSettingsStyles } from '../components/settings.styles';
import { browserName } from '../model/browser-name';
import { PasskeyItem } from './passkey-item';
import { PasskeyNameDialog } from './passkey-name-dialog';
import { useAddPasskey, useMyPasskeys, useRemovePasskey, useRenamePasskey } from './passkeys-api';
import { usePasskeysTranslation } from './passkeys-i18n';

const useStyles = makeStyles({
  section: { maxWidth: '640px' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** What the person is being asked: a name for the passkey just made, a new name, or whether to remove one. */
type Asking = { naming: Omit<PasskeyCreate, 'name'> } | { renaming: PasskeyPublic } | { removing: PasskeyPublic };

/** The browser's refusal of the ceremony, in words; null for anything else (said as a failed call). */
function ceremonyRefusal(error: unknown): 'cancelled' | 'alreadyOnDevice' | null {
  const name = error instanceof Error ? error.name : '';
  if (name === 'InvalidStateError') return 'alreadyOnDevice';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  return null;
}

/** A name to start from: the browser and system this passkey was made on. */
function suggestedName(): string {
  const { browser, system } = browserName(navigator.userAgent);
  return [browser, system].filter(Boolean).join(' · ');
}

/** Settings → Passkeys: my passkeys, adding one through the browser, renaming and removing. */
export function Passkeys() {
  const { t } = usePasskeysTranslation();
  const styles = useSettingsStyles();
  const own = useStyles();
  const toast = useAppToast();
  const passkeys = useMyPasskeys();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [making, setMaking] = useState(false);
  const [asking, setAsking] = useState<Asking | null>(null);
  const supported = passkeysSupported();
  const busy = making || add.isPending || rename.isPending || remove.isPending;
  const rows = passkeys.data?.data ?? [];

  const startAdding = async () => {
    setMaking(true);
    try {
      const { makePasskey } = await import(/* webpackChunkName: "passkeys" */ './make-passkey');
      setAsking({ naming: await makePasskey() });
    } catch (error) {
      const refusal = ceremonyRefusal(error);
      // The person stopped it, or the device already holds one: said plainly, not as a failure.
      if (refusal) toast.show('warning', t(refusal));
      else toast.error(error);
    } finally {
      setMaking(false);
    }
  };

  return (
    <div className={`${styles.section} ${own.section}`}>
      <Subtitle1 as="h2" className={styles.heading}>
        {t('heading')}
      </Subtitle1>
      <Body1 as="p">{t('text')}</Body1>
      {supported ? (
        <div className={styles.actions}>
          <Button appearance="primary" disabledFocusable={busy} onClick={() => void startAdding()}>
            {making ? t('adding') : t('add')}
          </Button>
        </div>
      ) : (
        <Body1 as="p" role="note">
          {t('unsupported')}
        </Body1>
      )}
      {passkeys.isPending ? (
        <LoadingState label={t('loading')} />
      ) : passkeys.isError ? (
        <LoadFailed title={t('loadFailed')} error={passkeys.error} onRetry={() => void passkeys.refetch()} />
      ) : rows.length === 0 ? (
        <Body1 as="p">{t('none')}</Body1>
      ) : (
        <ul className={own.list} aria-label={t('heading')}>
          {rows.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              busy={busy}
              onRename={() => setAsking({ renaming: passkey })}
              onRemove={() => setAsking({ removing: passkey })}
            />
          ))}
        </ul>
      )}
      {asking && 'naming' in asking && (
        <PasskeyNameDialog
          title={t('nameTitle')}
          initialName={suggestedName()}
          pending={add.isPending}
          onClose={() => setAsking(null)}
          onSave={(name) => add.mutate({ ...asking.naming, name }, { onSettled: () => setAsking(null) })}
        />
      )}
      {asking && 'renaming' in asking && (
        <PasskeyNameDialog
          title={t('renameTitle')}
          initialName={asking.renaming.name}
          pending={rename.isPending}
          onClose={() => setAsking(null)}
          onSave={(name) => rename.mutate({ id: asking.renaming.id, name }, { onSettled: () => setAsking(null) })}
        />
      )}
      <ConfirmDialog
        open={asking !== null && 'removing' in asking}
        title={asking && 'removing' in asking ? t('confirmTitle', { name: asking.removing.name }) : ''}
        text={[t('confirmText')]}
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        danger
        onConfirm={() => {
          if (asking && 'removing' in asking) remove.mutate(asking.removing.id);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
