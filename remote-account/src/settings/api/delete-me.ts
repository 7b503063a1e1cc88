import { useMutation } from '@tanstack/react-query';
import { http, useAppToast, useSession } from '@video-admin/shared-ui';
import type { Message } from '@video-admin/shared-ui/contract';
import { useSettingsTabTranslation } from '../tab-texts-i18n';

export function deleteMe(): Promise<Message> {
  return http.delete<Message>('/api/v1/users/me');
}

/** Deleting the account ends the session: the token is dropped and the shell sends the user to /login. */
export function useDeleteMe() {
  const { t } = useSettingsTabTranslation();
  const toast = useAppToast();
  const session = useSession();
  return useMutation({
    mutationFn: deleteMe,
    onSuccess: () => {
      toast.success(t('dangerZone.deleted'));
      session.logout();
    },
    onError: (error) => toast.error(error),
  });
}
