import { Button, Input, Text } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { BodyLoginLoginAccessToken } from '@video-admin/shared-ui/contract';
import { AuthCard } from '../../components/auth-card';
import { ControlledField } from '@video-admin/shared-ui/forms';
import { PasswordInput } from '../../components/password-input';
import { RouterLink, useAppToast } from '@video-admin/shared-ui';
import { useAccountTranslation } from '../../i18n';
import { emailFromLoginState } from '../../model/login-state';
import { registrationOpen } from '../../model/registration';
import { emailRules, passwordRules, VALIDATION_MODE } from '../../model/validation-rules';
import { useLogIn } from '../../api/log-in';
import { LazySingleSignOn, ssoWanted } from '../single-sign-on/lazy-single-sign-on';
import { PasskeySignIn } from '../passkey/passkey-sign-in';

export function LoginPage() {
  const { t } = useAccountTranslation();
  const login = useLogIn();
  const toast = useAppToast();
  const { state } = useLocation();
  const { control, handleSubmit, setError } = useForm<BodyLoginLoginAccessToken>({
    mode: VALIDATION_MODE,
    defaultValues: { username: emailFromLoginState(state), password: '' },
  });
  // The code step of two-step sign-in, which replaces the form when the server asks for it (see showLoginRefusal).
  const [step, setStep] = useState<ReactNode>(null);
  if (step) return step;

  return (
    <AuthCard
      title={t('login.title')}
      onSubmit={handleSubmit((values) =>
        login.mutate(values, {
          onError: (error) =>
            void import(/* webpackChunkName: "login-refusal" */ '../model/show-login-refusal').then(({ showLoginRefusal }) =>
              showLoginRefusal(error, setError, toast.error, t, setStep),
            ),
        }),
      )}
    >
      {ssoWanted() && <LazySingleSignOn />}
      <ControlledField
        control={control}
        name="username"
        rules={emailRules(t, 'validation.usernameRequired')}
        label={t('fields.email')}
        required
      >
        {(input) => <Input type="email" autoComplete="username" placeholder={t('fields.email')} data-testid="email-input" {...input} />}
      </ControlledField>
      <ControlledField control={control} name="password" rules={passwordRules(t)} label={t('fields.password')} required>
        {(input) => (
          <PasswordInput autoComplete="current-password" placeholder={t('fields.password')} data-testid="password-input" {...input} />
        )}
      </ControlledField>
      <Text>
        <RouterLink to="/recover-password">{t('login.forgotPassword')}</RouterLink>
      </Text>
      <Button appearance="primary" type="submit" disabledFocusable={login.isPending}>
        {t('login.submit')}
      </Button>
      <PasskeySignIn />
      {registrationOpen() && (
        <Text align="center">
          {t('login.noAccount')}{' '}
          <RouterLink to="/signup" inline>
            {t('login.signUp')}
          </RouterLink>
        </Text>
      )}
    </AuthCard>
  );
}
