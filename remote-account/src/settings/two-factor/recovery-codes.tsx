import { Body1, Button, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useAppToast, useCurrentUser } from '@video-admin/shared-ui';
import { useTwoFactorTranslation } from './two-factor-i18n';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, max-content)',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    listStyleType: 'none',
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface RecoveryCodesProps {
  codes: string[];
  /** "I have saved them": the codes are never shown again. */
  onDone: () => void;
}

/** The ten recovery codes, shown this once, to copy or download as a text file. */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useTwoFactorTranslation();
  const styles = useStyles();
  const toast = useAppToast();
  const { data: user } = useCurrentUser();
  const text = () => `${t('fileTitle', { email: user?.email ?? '' })}\n\n${codes.join('\n')}\n`;

  const copy = () =>
    navigator.clipboard.writeText(text()).then(
      () => toast.success(t('copied')),
      (error: unknown) => toast.error(error),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text()], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <section aria-labelledby="two-factor-codes-heading">
      <Subtitle2 as="h3" id="two-factor-codes-heading">
        {t('codesHeading')}
      </Subtitle2>
      <Body1 as="p">{t('codesText')}</Body1>
      <ul className={styles.list} aria-label={t('codesHeading')} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button onClick={() => void copy()}>{t('copy')}</Button>
        <Button onClick={download}>{t('download')}</Button>
        <Button appearance="primary" onClick={onDone}>
          {t('saved')}
        </Button>
      </div>
    </section>
  );
}
