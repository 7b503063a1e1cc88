import { Body1, Button, Field, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useAppToast } from '@video-admin/shared-ui';
import type { TwoFactorStatus } from '@video-admin/shared-ui/contract';
import { useState, type FormEvent } from 'react';
import { PasswordInput } from '../../components/password-input';
import { CodeInput, isSixDigits } from './code-input';
import { INCORRECT_CODE, INCORRECT_PASSWORD, refusalDetail } from './refusal';
import { useDisableTwoFactor, useRenewRecoveryCodes } from './two-factor-api';
import { useTwoFactorTranslation } from './two-factor-i18n';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Which form is open under the status: a code for new recovery codes, or the password to turn it off. */
type Open = 'newCodes' | 'turnOff' | null;

interface TwoFactorOnProps {
  status: TwoFactorStatus;
  onNewCodes: (recoveryCodes: string[]) => void;
}

/** Two-step sign-in is on: the codes left, new recovery codes for a code, and turning it off for the password (unless required). */
export function TwoFactorOn({ status, onNewCodes }: TwoFactorOnProps) {
  const { t } = useTwoFactorTranslation();
  const styles = useStyles();
  const toast = useAppToast();
  const renew = useRenewRecoveryCodes();
  const disable = useDisableTwoFactor();
  const [open, setOpen] = useState<Open>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  const show = (form: Open) => {
    setOpen(form);
    setValue('');
    setError(undefined);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!isSixDigits(value)) return setError(t('codeInvalid'));
    renew.mutate(value, {
      onSuccess: ({ recovery_codes }) => {
        show(null);
        onNewCodes(recovery_codes);
      },
      onError: (failure) => (refusalDetail(failure) === INCORRECT_CODE ? setError(t('codeIncorrect')) : toast.error(failure)),
    });
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return setError(t('passwordRequired'));
    disable.mutate(value, {
      onSuccess: () => {
        show(null);
        toast.success(t('turnedOff'));
      },
      onError: (failure) => (refusalDetail(failure) === INCORRECT_PASSWORD ? setError(t('passwordIncorrect')) : toast.error(failure)),
    });
  };

  return (
    <div className={styles.column}>
      <Body1 as="p">
        {t('on')} {t('codesLeft', { count: status.recovery_codes_left })}
      </Body1>
      {status.required && <Body1 as="p">{t('requiredCannotTurnOff')}</Body1>}
      {open === null && (
        <div className={styles.actions}>
          <Button onClick={() => show('newCodes')}>{t('newCodes')}</Button>
          {!status.required && <Button onClick={() => show('turnOff')}>{t('turnOff')}</Button>}
        </div>
      )}
      {open === 'newCodes' && (
        <form className={styles.column} onSubmit={submitCode} noValidate aria-labelledby="two-factor-new-codes">
          <Subtitle2 as="h3" id="two-factor-new-codes">
            {t('newCodes')}
          </Subtitle2>
          <Body1 as="p">{t('newCodesText')}</Body1>
          <CodeInput
            label={t('codeLabel')}
            value={value}
            onChange={(next) => (setValue(next), setError(undefined))}
            error={error}
            autoFocus
          />
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={renew.isPending}>
              {t('getCodes')}
            </Button>
            <Button onClick={() => show(null)} disabled={renew.isPending}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
      {open === 'turnOff' && (
        <form className={styles.column} onSubmit={submitPassword} noValidate aria-labelledby="two-factor-turn-off">
          <Subtitle2 as="h3" id="two-factor-turn-off">
            {t('turnOff')}
          </Subtitle2>
          <Body1 as="p">{t('turnOffText')}</Body1>
          <Field label={t('password')} required validationMessage={error} validationState={error ? 'error' : 'none'}>
            <PasswordInput
              autoComplete="current-password"
              value={value}
              onChange={(_, data) => (setValue(data.value), setError(undefined))}
              autoFocus
            />
          </Field>
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={disable.isPending}>
              {t('turnOff')}
            </Button>
            <Button onClick={() => show(null)} disabled={disable.isPending}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
