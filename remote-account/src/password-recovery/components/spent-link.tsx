import { Body1, Button } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import type { ResetTokenStatus } from '@video-admin/shared-ui/contract';
import { RouterLink, useAppToast } from '@video-admin/shared-ui';
import { usePasswordPagesTranslation } from '../i18n';
import { recoverPassword } from '../api/recover-password';

export interface SpentLinkProps {
  status: Exclude<ResetTokenStatus['status'], 'valid'>;
  /** The link's account; null when not known (then the recovery page asks for it). */
  email: string | null;
}

/**
 * A link that can no longer set a password, said before any form is shown, with the way to a new
 * one: sent at once to the link's account when it is known, else asked for on the recovery page.
 */
export function SpentLink({ status, email }: SpentLinkProps) {
  const { t } = usePasswordPagesTranslation();
  const toast = useAppToast();
  const resend = useMutation({ mutationFn: recoverPassword, onError: (error) => toast.error(error) });

  return (
    <>
      <Body1 as="p" role="alert" align="center">
        {t(`link.${status}`)} {t('link.askNew')}
      </Body1>
      {resend.isSuccess ? (
        <Body1 as="p" role="status" align="center">
          {t('link.newSent', { email })}
        </Body1>
      ) : email ? (
        <Button appearance="primary" disabledFocusable={resend.isPending} onClick={() => resend.mutate(email)}>
          {t('link.sendNew')}
        </Button>
      ) : (
        <RouterLink to="/recover-password">{t('link.sendNew')}</RouterLink>
      )}
      <RouterLink to="/login">{t('backToLogin')}</RouterLink>
    </>
  );
}
