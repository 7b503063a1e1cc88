import { Body1, Button, Subtitle1, useRestoreFocusTarget } from '@fluentui/react-components';
import { useState } from 'react';
import { useAccountTranslation } from '../../i18n';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useSettingsStyles } from './settings.styles';

/** Danger zone: a regular user removes their own account (superusers never see this tab). */
export function DeleteAccount() {
  const { t } = useAccountTranslation();
  const styles = useSettingsStyles();
  const [open, setOpen] = useState(false);
  // Focus comes back here when the dialog closes.
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <div className={styles.section}>
      <Subtitle1 as="h2" className={styles.heading}>
        {t('dangerZone.heading')}
      </Subtitle1>
      <Body1 as="p">{t('dangerZone.text')}</Body1>
      <div className={styles.actions}>
        <Button appearance="primary" className={styles.danger} onClick={() => setOpen(true)} {...restoreFocusTarget}>
          {t('dangerZone.delete')}
        </Button>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
