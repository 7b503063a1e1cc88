import { useMutation } from '@tanstack/react-query';
import { http, useAppToast } from 'shared-ui';
import { useAccountTranslation } from '../../i18n';

export interface ChangePasswordForm {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

interface Message {
  message: string;
}

export function updatePassword({ current_password, new_password }: ChangePasswordForm): Promise<Message> {
  return http.patch<Message>('/api/v1/users/me/password', { json: { current_password, new_password } });
}

export function useUpdatePasswordMutation(onUpdated: () => void) {
  const { t } = useAccountTranslation();
  const toast = useAppToast();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () => {
      toast.success(t('passwordUpdated'));
      onUpdated();
    },
    onError: (error) => toast.error(error),
  });
}
