import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQuery, http, useAppToast } from '@video-admin/shared-ui';
import type { UserPublic, UserUpdateMe } from '@video-admin/shared-ui/contract';
import { useSettingsTabTranslation } from '../tab-texts-i18n';

export function updateMe(changes: UserUpdateMe): Promise<UserPublic> {
  return http.patch<UserPublic>('/api/v1/users/me', { json: changes });
}

export function useUpdateMe(onUpdated: (user: UserPublic) => void) {
  const { t } = useSettingsTabTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      // The top bar and the greeting read this cache: they show the new name at once. The answer
      // carries no permissions (only /users/me does): the cached ones stay.
      queryClient.setQueryData(currentUserQuery.queryKey, (cached) => cached && { ...cached, ...user });
      toast.success(t('profile.updated'));
      onUpdated(user);
    },
    onError: (error) => toast.error(error),
  });
}
