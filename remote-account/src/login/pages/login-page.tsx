import { Button, Field, Input, Link as FluentLink, Text } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../components/auth-card';
import { PasswordInput } from '../../components/password-input';
import { useAccountTranslation } from '../../i18n';
import { emailRules, passwordRules } from '../../validation/rules';
import { useLoginMutation, type LoginForm } from '../api/login-api';

export function LoginPage() {
  const { t } = useAccountTranslation();
  const login = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({ mode: 'onBlur', defaultValues: { username: '', password: '' } });

  return (
    <AuthCard title={t('login.title')} onSubmit={handleSubmit((values) => login.mutate(values))}>
      <Field label={t('fields.email')} required validationMessage={errors.username?.message}>
        <Input
          type="email"
          autoComplete="username"
          placeholder={t('fields.email')}
          {...register('username', emailRules(t, 'validation.usernameRequired'))}
        />
      </Field>
      <Field label={t('fields.password')} required validationMessage={errors.password?.message}>
        <PasswordInput autoComplete="current-password" placeholder={t('fields.password')} {...register('password', passwordRules(t))} />
      </Field>
      <FluentLink as="span" inline>
        <Link to="/recover-password">{t('login.forgotPassword')}</Link>
      </FluentLink>
      <Button appearance="primary" type="submit" disabledFocusable={login.isPending}>
        {t('login.submit')}
      </Button>
      <Text align="center">
        {t('login.noAccount')}{' '}
        <Link to="/signup">{t('login.signUp')}</Link>
      </Text>
    </AuthCard>
  );
}
