import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQuery, http, useAppToast, useSession } from '@video-admin/shared-ui';
import type { Message, UpdatePassword } from '@video-admin/shared-ui/contract';
import { useAccountTranslation } from '../../i18n';
import { logIn } from '../../api/log-in';

export function updatePassword(change: UpdatePassword): Promise<Message> {
  return http.patch<Message>('/api/v1/users/me/password', { json: change });
}

/** What came of the change: the fresh token of the session, or null when it could not sign in again. */
type Renewal = { token: string } | null;

/**
 * The server refuses every token issued before a password change (the user's other sessions are
 * signed out by it), this tab's too: so once the password is changed, this tab signs in again
 * with the new one, as the login screen does.
 */
export function useUpdatePassword(onUpdated: () => void) {
  const { t } = useAccountTranslation();
  const toast = useAppToast();
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdatePassword): Promise<Renewal> => {
      // Who signs in again, read while the current token is still good.
      const { email } = await queryClient.ensureQueryData(currentUserQuery);
      await updatePassword(change);
      // Not this mutation's failure (the password did change): the session ends instead, below.
      return logIn({ username: email, password: change.new_password }).then(
        ({ access_token }) => ({ token: access_token }),
        () => null,
      );
    },
    onSuccess: (renewal) => {
      if (renewal) session.renew(renewal.token);
      toast.success(t('passwordUpdated'));
      // This tab's token is refused from now on: signed out, as any sign-out, to the login screen.
      if (!renewal) session.logout();
      else onUpdated();
    },
    onError: (error) => toast.error(error),
  });
}
