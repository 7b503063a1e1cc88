import { Button, Field, Input, Link } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { ApiError, http, useSession } from '@video-admin/shared-ui';
import type { Token } from '@video-admin/shared-ui/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../../components/auth-card';
import { useSecondFactorTranslation } from './second-factor-i18n';

type Method = 'totp' | 'recovery_code';

const TOTP = /^\d{6}$/;
// A recovery code as printed (abcde-23456), with or without its dash and in any case.
const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/**
 * The ticket of a password sign-in the server answered with "Second factor required" (a 401
 * whose body names the second step), or null for any other failure.
 */
export function secondFactorTicket(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const ticket = (error.body as { second_factor?: { ticket?: unknown } } | null | undefined)?.second_factor?.ticket;
  return typeof ticket === 'string' && ticket ? ticket : null;
}

/** Why the server refused a code, as a key of the step's texts. */
function refusalKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429) return 'locked';
  if (error.status === 401) return 'expired';
  return (error.body as { detail?: unknown } | null)?.detail === 'Incorrect code' ? 'incorrect' : null;
}

interface SecondFactorStepProps {
  ticket: string;
  onBack: () => void;
  /** Shows a failure that is not about the code (the network, the server) the way the page does. */
  showToast: (error: unknown) => void;
}

/**
 * The sign-in's second step, after a right password of a person with two-step sign-in on: the
 * 6-digit code of their authenticator app, or one of their recovery codes. A right one signs in
 * like the password alone would have.
 */
export function SecondFactorStep({ ticket, onBack, showToast }: SecondFactorStepProps) {
  const { t } = useSecondFactorTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [method, setMethod] = useState<Method>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const verify = useMutation({
    mutationFn: () => http.post<Token>('/api/v1/login/second-factor', { json: { ticket, code: code.trim() } }),
    onSuccess: ({ access_token }) => {
      session.login(access_token);
      navigate('/');
    },
    onError: (failure) => {
      const key = refusalKey(failure);
      if (key) setError(t(key));
      else showToast(failure);
    },
  });

  const totp = method === 'totp';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!(totp ? TOTP : RECOVERY_CODE).test(code.trim())) return setError(t(totp ? 'codeInvalid' : 'recoveryInvalid'));
    verify.mutate();
  };
  const switchTo = (next: Method) => {
    setMethod(next);
    setCode('');
    setError(undefined);
  };

  return (
    <AuthCard title={t('title')} onSubmit={submit}>
      <Field
        label={t(totp ? 'codePrompt' : 'recoveryPrompt')}
        required
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
      >
        <Input
          key={method}
          value={code}
          onChange={(_, data) => {
            setCode(totp ? data.value.replace(/\D/g, '').slice(0, 6) : data.value.slice(0, 32));
            setError(undefined);
          }}
          inputMode={totp ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          // The step replaces the password form: the code field is where the person types next.
          autoFocus
          data-testid="second-factor-code-input"
        />
      </Field>
      <Button appearance="primary" type="submit" disabledFocusable={verify.isPending}>
        {t('verify')}
      </Button>
      <Link as="button" type="button" onClick={() => switchTo(totp ? 'recovery_code' : 'totp')}>
        {t(totp ? 'useRecovery' : 'useApp')}
      </Link>
      <Button appearance="subtle" onClick={onBack}>
        {t('back')}
      </Button>
    </AuthCard>
  );
}

/** The step as an element, once its texts are here (the page shows it instead of the password form). */
export async function secondFactorStep(ticket: string, props: Omit<SecondFactorStepProps, 'ticket'>): Promise<ReactNode> {
  await useSecondFactorTranslation.preload();
  return <SecondFactorStep ticket={ticket} {...props} />;
}
