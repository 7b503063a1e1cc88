import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, useAppToast } from '@video-admin/shared-ui';
import type { UserPublic } from '@video-admin/shared-ui/contract';
import { useUsersTranslation } from '../../i18n';
import type { NewUserBody } from '../model/user-form';
import { userKeys } from './user-keys';

export function createUser(body: NewUserBody): Promise<UserPublic> {
  return http.post<UserPublic>('/api/v1/users/', { json: body });
}

export function useCreateUser(onCreated: () => void) {
  const { t } = useUsersTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (_user, body) => {
      toast.success(body.invite ? t('add.invited', { email: body.email }) : t('add.created', { email: body.email }));
      onCreated();
    },
    // The server's own words: "The user with this email already exists in the system".
    onError: (error) => toast.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
