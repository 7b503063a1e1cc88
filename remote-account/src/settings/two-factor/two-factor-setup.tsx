import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useAppToast } from '@video-admin/shared-ui';
import type { TwoFactorSetup as SetupAnswer } from '@video-admin/shared-ui/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { CodeInput, isSixDigits } from './code-input';
import { INCORRECT_CODE, refusalDetail } from './refusal';
import { useEnableTwoFactor } from './two-factor-api';
import { useTwoFactorTranslation } from './two-factor-i18n';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // A QR code needs a light quiet zone to scan, whatever the theme.
  qr: {
    width: '184px',
    height: '184px',
    backgroundColor: '#fff',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
  },
  secret: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase400, overflowWrap: 'anywhere', userSelect: 'all' },
  secretLabel: { display: 'block', margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * The server's SVG as a blob: address for an image: the page's Content-Security-Policy takes blob:
 * images and refuses data: ones, and as an image the SVG never joins the page's DOM.
 */
function useSvgImage(svg: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const address = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [svg]);
  return url;
}

/** The secret in groups of four, as authenticator apps show it (they ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

interface TwoFactorSetupProps {
  setup: SetupAnswer;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The QR code (drawn by the server) or the key to type, then the first code, which turns it on. */
export function TwoFactorSetup({ setup, onEnabled, onCancel }: TwoFactorSetupProps) {
  const { t } = useTwoFactorTranslation();
  const styles = useStyles();
  const toast = useAppToast();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const qrImage = useSvgImage(setup.qr_svg);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSixDigits(code)) return setError(t('codeInvalid'));
    enable.mutate(code, {
      onSuccess: ({ recovery_codes }) => {
        toast.success(t('turnedOn'));
        onEnabled(recovery_codes);
      },
      onError: (failure) => {
        if (refusalDetail(failure) === INCORRECT_CODE) setError(t('codeIncorrect'));
        else toast.error(failure);
      },
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Body1 as="p">{t('scan')}</Body1>
      {qrImage && <img className={styles.qr} src={qrImage} alt={t('qrAlt')} />}
      <div>
        <Body1 as="p" className={styles.secretLabel}>
          {t('secretLabel')}
        </Body1>
        <code className={styles.secret} data-testid="two-factor-secret">
          {grouped(setup.secret)}
        </code>
      </div>
      <CodeInput
        label={t('codeLabel')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        error={error}
      />
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={enable.isPending}>
          {t('turnOn')}
        </Button>
        <Button onClick={onCancel} disabled={enable.isPending}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
