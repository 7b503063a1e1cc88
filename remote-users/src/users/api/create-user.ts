import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, useAppToast, type Language } from '@video-admin/shared-ui';
import type { UserPublic } from '@video-admin/shared-ui/contract';
import { useUsersTranslation } from '../../i18n';
import type { NewUserBody } from '../model/user-form';
import { userKeys } from './user-keys';

/**
 * An invited person's mail is written in the language the inviter reads the product in (the
 * server follows Accept-Language), not in their browser's.
 */
export function createUser(body: NewUserBody, language: Language): Promise<UserPublic> {
  return http.post<UserPublic>('/api/v1/users/', { json: body, headers: { 'accept-language': language } });
}

export function useCreateUser(onCreated: () => void) {
  const { t, lng } = useUsersTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewUserBody) => createUser(body, lng),
    onSuccess: (_user, body) => {
      toast.success(body.invite ? t('add.invited', { email: body.email }) : t('add.created', { email: body.email }));
      onCreated();
    },
    // The server's own words: "The user with this email already exists in the system".
    onError: (error) => toast.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
