import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { LoadFailed, LoadingState, useAppToast } from '@video-admin/shared-ui';
import type { TwoFactorSetup as SetupAnswer } from '@video-admin/shared-ui/contract';
import { useState } from 'react';
import { useSettingsStyles } from '../components/settings.styles';
import { RecoveryCodes } from './recovery-codes';
import { useMyTwoFactor, useSetUpTwoFactor } from './two-factor-api';
import { useTwoFactorTranslation } from './two-factor-i18n';
import { TwoFactorOn } from './two-factor-on';
import { TwoFactorSetup } from './two-factor-setup';

const useStyles = makeStyles({
  notice: {
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorStatusWarningBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorStatusWarningBorder1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

/**
 * Settings → Two-step sign-in: off, it sets up an authenticator app (QR code or key, then a code);
 * on, it shows the recovery codes left, gives new ones and turns it off. Fresh recovery codes are
 * shown once, until "I have saved them".
 */
export function TwoFactor() {
  const { t } = useTwoFactorTranslation();
  const styles = useSettingsStyles();
  const own = useStyles();
  const toast = useAppToast();
  const status = useMyTwoFactor();
  const setUp = useSetUpTwoFactor();
  const [setup, setSetup] = useState<SetupAnswer | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const body = () => {
    if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
    if (status.isPending) return <LoadingState label={t('loading')} />;
    if (status.isError) return <LoadFailed title={t('loadFailed')} error={status.error} onRetry={() => void status.refetch()} />;
    if (status.data.enabled) return <TwoFactorOn status={status.data} onNewCodes={setCodes} />;
    if (setup)
      return (
        <TwoFactorSetup
          setup={setup}
          onEnabled={(recoveryCodes) => {
            setSetup(null);
            setCodes(recoveryCodes);
          }}
          onCancel={() => setSetup(null)}
        />
      );
    return (
      <>
        <Body1 as="p">{t('off')}</Body1>
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={setUp.isPending}
            onClick={() => setUp.mutate(undefined, { onSuccess: setSetup, onError: toast.error })}
          >
            {t('setUp')}
          </Button>
        </div>
      </>
    );
  };

  return (
    <div className={styles.section}>
      <Subtitle1 as="h2" className={styles.heading}>
        {t('heading')}
      </Subtitle1>
      {status.data?.required && !status.data.enabled && (
        <Body1 as="p" role="alert" className={own.notice}>
          {t('requiredNotice')}
        </Body1>
      )}
      <Body1 as="p">{t('text')}</Body1>
      {body()}
    </div>
  );
}
