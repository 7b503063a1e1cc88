import { useMutation } from '@tanstack/react-query';
import { http, useAppToast } from '@video-admin/shared-ui';
import type { SessionsEnded } from '@video-admin/shared-ui/contract';
import { useUsersTranslation } from '../../i18n';

export function endUserSessions(id: string): Promise<SessionsEnded> {
  return http.delete<SessionsEnded>(`/api/v1/users/${encodeURIComponent(id)}/sessions`);
}

/** A superuser ends every session of a person: each of their browsers is signed out at its next call. */
export function useEndUserSessions(id: string, email: string, onEnded: () => void) {
  const { t } = useUsersTranslation();
  const toast = useAppToast();
  return useMutation({
    mutationFn: () => endUserSessions(id),
    onSuccess: () => {
      toast.success(t('endSessions.success', { email }));
      onEnded();
    },
    onError: (error) => toast.error(error),
  });
}
