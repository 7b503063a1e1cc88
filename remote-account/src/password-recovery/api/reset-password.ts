import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { http, useAppToast } from '@video-admin/shared-ui';
import type { Message, NewPassword } from '@video-admin/shared-ui/contract';
import { useAccountTranslation } from '../../i18n';

export function resetPassword(reset: NewPassword): Promise<Message> {
  return http.post<Message>('/api/v1/reset-password/', { json: reset });
}

export function useResetPassword() {
  const { t } = useAccountTranslation();
  const toast = useAppToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      toast.success(t('passwordUpdated'));
      navigate('/login');
    },
    onError: (error) => toast.error(error),
  });
}
