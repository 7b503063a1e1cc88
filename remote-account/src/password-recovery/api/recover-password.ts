import { useMutation } from '@tanstack/react-query';
import { http, useAppToast } from '@video-admin/shared-ui';
import type { Message } from '@video-admin/shared-ui/contract';
import { usePasswordPagesTranslation } from '../i18n';

export function recoverPassword(email: string): Promise<Message> {
  return http.post<Message>(`/api/v1/password-recovery/${encodeURIComponent(email)}`);
}

export function useRecoverPassword(onSent: () => void) {
  const { t } = usePasswordPagesTranslation();
  const toast = useAppToast();
  return useMutation({
    mutationFn: recoverPassword,
    onSuccess: () => {
      toast.success(t('recover.sentToast'));
      onSent();
    },
    onError: (error) => toast.error(error),
  });
}
