import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, useAppToast } from '@video-admin/shared-ui';
import type { UserPublic, UserUpdate } from '@video-admin/shared-ui/contract';
import { useUsersTranslation } from '../../i18n';
import { userKeys } from './user-keys';

export function updateUser(id: string, changes: UserUpdate): Promise<UserPublic> {
  return http.patch<UserPublic>(`/api/v1/users/${encodeURIComponent(id)}`, { json: changes });
}

/** A change of one user; `success` is the toast's text key ('edit.success', 'deactivate.success'...). */
export function useUpdateUser(id: string, success: string, onUpdated: () => void) {
  const { t } = useUsersTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserUpdate) => updateUser(id, changes),
    onSuccess: (user) => {
      toast.success(t(success, { email: user.email }));
      onUpdated();
    },
    // The server's own words, e.g. "The last active superuser cannot be demoted or deactivated".
    onError: (error) => toast.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
