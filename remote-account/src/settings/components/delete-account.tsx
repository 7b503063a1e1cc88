import { Body1, Button, makeStyles, mergeClasses, Subtitle1, useRestoreFocusTarget } from '@fluentui/react-components';
import { useState } from 'react';
import { useSettingsTabTranslation } from '../tab-texts-i18n';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useSettingsStyles } from './settings.styles';

// The heading breaks only between words, never inside one (a Chinese word included), and balances
// its lines when a narrow phone makes it wrap; a word longer than the line may still break.
const useHeadingStyles = makeStyles({
  heading: { wordBreak: 'keep-all', overflowWrap: 'break-word', hyphens: 'manual', textWrap: 'balance' },
});

/** Danger zone: a regular user removes their own account (superusers never see this tab). */
export function DeleteAccount() {
  const { t } = useSettingsTabTranslation();
  const styles = useSettingsStyles();
  const headingStyles = useHeadingStyles();
  const [open, setOpen] = useState(false);
  // Focus comes back here when the dialog closes.
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <div className={styles.section}>
      <Subtitle1 as="h2" className={mergeClasses(styles.heading, headingStyles.heading)}>
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
