import { Body1, Button } from '@fluentui/react-components';
import { FormProvider, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/auth-card';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useAccountTranslation } from '../../i18n';
import { VALIDATION_MODE } from '../../validation/rules';
import { useResetPasswordMutation, type ResetPasswordForm } from '../api/reset-password-api';

/** Reached from the recovery e-mail's link, which carries the reset token as ?token=. */
export function ResetPasswordPage() {
  const { t } = useAccountTranslation();
  const [searchParams] = useSearchParams();
  const resetPassword = useResetPasswordMutation(searchParams.get('token') ?? '');
  const form = useForm<ResetPasswordForm>({ mode: VALIDATION_MODE, defaultValues: { new_password: '', confirm_password: '' } });

  return (
    <FormProvider {...form}>
      <AuthCard title={t('reset.title')} onSubmit={form.handleSubmit((values) => resetPassword.mutate(values))}>
        <Body1 as="p" align="center">
          {t('reset.text')}
        </Body1>
        <NewPasswordFields name="new_password" />
        <Button appearance="primary" type="submit" disabledFocusable={resetPassword.isPending}>
          {t('reset.submit')}
        </Button>
      </AuthCard>
    </FormProvider>
  );
}
