import { Body1, Button } from '@fluentui/react-components';
import { FormProvider, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/auth-card';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useAccountTranslation } from '../../i18n';
import { VALIDATION_MODE } from '../../model/validation-rules';
import { useResetPassword } from '../api/reset-password';

/** The new password, and once more to rule out a typo. */
interface ResetPasswordFormValues {
  new_password: string;
  confirm_password: string;
}

/** Reached from the recovery e-mail's link, which carries the reset token as ?token=. */
export function ResetPasswordPage() {
  const { t } = useAccountTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordFormValues>({ mode: VALIDATION_MODE, defaultValues: { new_password: '', confirm_password: '' } });

  return (
    <FormProvider {...form}>
      <AuthCard title={t('reset.title')} onSubmit={form.handleSubmit(({ new_password }) => resetPassword.mutate({ new_password, token }))}>
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
