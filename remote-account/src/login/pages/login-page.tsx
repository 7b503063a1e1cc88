import { Button, Input, Text } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { BodyLoginLoginAccessToken } from '@video-admin/shared-ui/contract';
import { AuthCard } from '../../components/auth-card';
import { ControlledField } from '@video-admin/shared-ui/forms';
import { PasswordInput } from '../../components/password-input';
import { RouterLink } from '@video-admin/shared-ui';
import { useAccountTranslation } from '../../i18n';
import { fieldRefusal, LOGIN_REFUSALS } from '../../model/field-refusals';
import { emailFromLoginState } from '../../model/login-state';
import { registrationOpen } from '../../model/registration';
import { emailRules, passwordRules, VALIDATION_MODE } from '../../model/validation-rules';
import { useLogIn } from '../../api/log-in';

export function LoginPage() {
  const { t } = useAccountTranslation();
  const login = useLogIn();
  const { state } = useLocation();
  const { control, handleSubmit, setError } = useForm<BodyLoginLoginAccessToken>({
    mode: VALIDATION_MODE,
    defaultValues: { username: emailFromLoginState(state), password: '' },
  });

  return (
    <AuthCard
      title={t('login.title')}
      onSubmit={handleSubmit((values) =>
        login.mutate(values, {
          onError: (error) => {
            const refusal = fieldRefusal(error, LOGIN_REFUSALS);
            if (refusal) setError(refusal.field, { type: 'server', message: t(refusal.messageKey) }, { shouldFocus: true });
          },
        }),
      )}
    >
      <ControlledField
        control={control}
        name="username"
        rules={emailRules(t, 'validation.usernameRequired')}
        label={t('fields.email')}
        required
      >
        {(input) => <Input type="email" autoComplete="username" placeholder={t('fields.email')} {...input} />}
      </ControlledField>
      <ControlledField control={control} name="password" rules={passwordRules(t)} label={t('fields.password')} required>
        {(input) => <PasswordInput autoComplete="current-password" placeholder={t('fields.password')} {...input} />}
      </ControlledField>
      <Text>
        <RouterLink to="/recover-password">{t('login.forgotPassword')}</RouterLink>
      </Text>
      <Button appearance="primary" type="submit" disabledFocusable={login.isPending}>
        {t('login.submit')}
      </Button>
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
