import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQuery, http, useAppToast, type UserPublic } from 'shared-ui';
import { useAccountTranslation } from '../../i18n';

export interface ProfileForm {
  full_name: string;
  email: string;
}

export function updateMe({ full_name, email }: ProfileForm): Promise<UserPublic> {
  // An emptied name is cleared (null) rather than stored as ''.
  return http.patch<UserPublic>('/api/v1/users/me', { json: { full_name: full_name.trim() || null, email } });
}

export function useUpdateMeMutation(onUpdated: (user: UserPublic) => void) {
  const { t } = useAccountTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      // The top bar and the greeting read this cache: they show the new name at once.
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      toast.success(t('profile.updated'));
      onUpdated(user);
    },
    onError: (error) => toast.error(error),
  });
}
