import { Badge, Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { LoadingState, lazyOnFirstUse } from '@video-admin/shared-ui';
import { useFormats } from '../../components/use-formats';
import { useReleasesTranslation } from '../../i18n';
import { ReleasesLoadFailed } from '../../components/releases-load-failed';
import { useReleasesStyles } from '../../components/styles';
import { useConfirmation } from '../../components/use-confirmation';
import { useDeployKeys, useRevokeDeployKey } from '../api/deploy-key-calls';
import { keyState } from '../model/key-form';
import type { CreateKeyDialogProps } from './create-key-dialog';

const CreateKeyDialog = lazyOnFirstUse<CreateKeyDialogProps>(() => import('./create-key-dialog').then((module) => module.CreateKeyDialog), {
  isOpen: (props) => props.open,
});

/** The deploy keys, newest first, revoked and expired ones too: create one (its secret shown once), revoke one after a confirmation. */
export function DeployKeysView() {
  const styles = useReleasesStyles();
  const { t } = useReleasesTranslation();
  const formats = useFormats();
  const keys = useDeployKeys();
  const [creating, setCreating] = useState(false);
  const { ask, dialog } = useConfirmation();
  const revoke = useRevokeDeployKey({ success: () => t('keys.revoked') });
  let body;
  if (keys.isPending) body = <LoadingState label={t('states.loading')} />;
  else if (keys.isError) body = <ReleasesLoadFailed error={keys.error} onRetry={() => void keys.refetch()} />;
  else if (keys.data.data.length === 0) body = <Text className={styles.muted}>{t('keys.empty')}</Text>;
  else
    body = (
      <ul className={styles.list} aria-label={t('keys.label')}>
        {keys.data.data.map((key) => {
          const state = keyState(key);
          return (
            <li key={key.id} className={styles.item}>
              <div className={styles.line}>
                <Text weight="semibold">{key.name}</Text>
                <Text className={styles.code}>{key.module}</Text>
                <Badge appearance="tint" color={state === 'active' ? 'success' : 'subtle'}>
                  {t(`keys.states.${state}`)}
                </Badge>
                {key.can_promote ? <Badge appearance="outline">{t('keys.canPromote')}</Badge> : null}
              </div>
              <Text size={200}>{t('keys.created', { actor: key.created_by, at: formats.dateTime(key.created_at) })}</Text>
              <Text size={200}>
                {key.last_used_at ? t('keys.lastUsed', { at: formats.dateTime(key.last_used_at) }) : t('keys.neverUsed')}
                {' · '}
                {key.expires_at ? t('keys.expires', { at: formats.dateTime(key.expires_at) }) : t('keys.noExpiry')}
              </Text>
              {state === 'active' ? (
                <div className={styles.toolbar}>
                  <Button
                    size="small"
                    aria-label={t('keys.revokeNamed', { name: key.name })}
                    onClick={() =>
                      ask({
                        title: t('keys.revokeTitle', { name: key.name }),
                        text: [t('keys.revokeText')],
                        confirmLabel: t('keys.revoke'),
                        danger: true,
                        onConfirm: () => revoke.mutate(key.id),
                      })
                    }
                  >
                    {t('keys.revoke')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  return (
    <div className={styles.view}>
      <div className={styles.toolbar}>
        <Button appearance="primary" onClick={() => setCreating(true)}>
          {t('keys.createTitle')}
        </Button>
      </div>
      {body}
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
      {dialog}
    </div>
  );
}
