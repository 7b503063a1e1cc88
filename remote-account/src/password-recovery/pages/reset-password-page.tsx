import { Body1, Button, Spinner } from '@fluentui/react-components';
import { FormProvider, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/auth-card';
import { NewPasswordFields } from '../../components/new-password-fields';
import { VALIDATION_MODE } from '../../model/validation-rules';
import { useResetTokenStatus } from '../api/check-reset-token';
import { useResetPassword } from '../api/reset-password';
import { SpentLink } from '../components/spent-link';
import { usePasswordPagesTranslation } from '../i18n';

/** The new password, and once more to rule out a typo. */
interface ResetPasswordFormValues {
  new_password: string;
  confirm_password: string;
}

/**
 * Reached from the recovery e-mail's link, which carries the reset token as ?token=, or from an
 * invitation's, which adds &invitation=1: a first password, so the page says "Set your password".
 * The token is checked before the form shows: a used or expired link says so, with the way to a
 * new one, instead of a form that can only fail.
 */
export function ResetPasswordPage() {
  const pages = usePasswordPagesTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = searchParams.get('invitation') === '1';
  const check = useResetTokenStatus(token);
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordFormValues>({ mode: VALIDATION_MODE, defaultValues: { new_password: '', confirm_password: '' } });

  const title = invitation ? pages.t('invitation.title') : pages.t('reset.title');
  // No token at all is a link that cannot work; a check that failed leaves the form, whose answer will tell.
  const status = token === '' ? { status: 'invalid' as const, email: null } : check.data;
  const spent = status && status.status !== 'valid' ? { status: status.status, email: status.email } : null;

  return (
    <FormProvider {...form}>
      <AuthCard
        title={title}
        onSubmit={form.handleSubmit(({ new_password }) =>
          // A link spent meanwhile (in another tab, say) is then said as on opening it.
          resetPassword.mutate({ new_password, token }, { onError: () => void check.refetch() }),
        )}
      >
        {spent ? (
          <SpentLink status={spent.status} email={spent.email} />
        ) : check.isPending && token !== '' ? (
          <Spinner size="small" label={pages.t('link.checking')} />
        ) : (
          <>
            <Body1 as="p" align="center">
              {invitation ? pages.t('invitation.text') : pages.t('reset.text')}
            </Body1>
            <NewPasswordFields name="new_password" />
            <Button appearance="primary" type="submit" disabledFocusable={resetPassword.isPending}>
              {invitation ? pages.t('invitation.submit') : pages.t('reset.submit')}
            </Button>
          </>
        )}
      </AuthCard>
    </FormProvider>
  );
}
