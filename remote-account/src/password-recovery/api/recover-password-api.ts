import { useMutation } from '@tanstack/react-query';
import { http, useAppToast } from 'shared-ui';
import { useAccountTranslation } from '../../i18n';

export interface RecoverPasswordForm {
  email: string;
}

interface Message {
  message: string;
}

export function recoverPassword({ email }: RecoverPasswordForm): Promise<Message> {
  return http.post<Message>(`/api/v1/password-recovery/${encodeURIComponent(email)}`);
}

export function useRecoverPasswordMutation(onSent: () => void) {
  const { t } = useAccountTranslation();
  const toast = useAppToast();
  return useMutation({
    mutationFn: recoverPassword,
    onSuccess: () => {
      toast.success(t('recover.sent'));
      onSent();
    },
    onError: (error) => toast.error(error),
  });
}
