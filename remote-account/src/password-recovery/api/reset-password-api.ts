import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { http, useAppToast } from 'shared-ui';
import { useAccountTranslation } from '../../i18n';

export interface ResetPasswordForm {
  new_password: string;
  confirm_password: string;
}

interface Message {
  message: string;
}

export function resetPassword(token: string, { new_password }: ResetPasswordForm): Promise<Message> {
  return http.post<Message>('/api/v1/reset-password/', { json: { new_password, token } });
}

export function useResetPasswordMutation(token: string) {
  const { t } = useAccountTranslation();
  const toast = useAppToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (values: ResetPasswordForm) => resetPassword(token, values),
    onSuccess: () => {
      toast.success(t('passwordUpdated'));
      navigate('/login');
    },
    onError: (error) => toast.error(error),
  });
}
