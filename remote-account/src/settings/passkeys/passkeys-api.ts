import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, useAppToast } from '@video-admin/shared-ui';
import type { Message, PasskeyCreate, PasskeyList, PasskeyPublic } from '@video-admin/shared-ui/contract';
import { markPasskeyUsed } from '../../model/mark-passkey-used';
import { usePasskeysTranslation } from './passkeys-i18n';

export const MY_PASSKEYS = '/api/v1/users/me/passkeys';
export const myPasskeysKey = ['users', 'me', 'passkeys'] as const;

/** The signed-in person's passkeys, oldest first. */
export function useMyPasskeys() {
  return useQuery({ queryKey: myPasskeysKey, queryFn: () => http.get<PasskeyList>(MY_PASSKEYS) });
}

/** Registers the passkey the browser made, under its name; this browser is marked as one that uses passkeys. */
export function useAddPasskey() {
  const { t } = usePasskeysTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasskeyCreate) => http.post<PasskeyPublic>(MY_PASSKEYS, { json: body }),
    onSuccess: () => {
      markPasskeyUsed();
      toast.success(t('added'));
    },
    onError: (error) => toast.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myPasskeysKey }),
  });
}

export function useRenamePasskey() {
  const { t } = usePasskeysTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      http.patch<PasskeyPublic>(`${MY_PASSKEYS}/${encodeURIComponent(id)}`, { json: { name } }),
    onSuccess: () => toast.success(t('renamed')),
    onError: (error) => toast.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myPasskeysKey }),
  });
}

export function useRemovePasskey() {
  const { t } = usePasskeysTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete<Message>(`${MY_PASSKEYS}/${encodeURIComponent(id)}`),
    onSuccess: () => toast.success(t('removed')),
    onError: (error) => toast.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myPasskeysKey }),
  });
}
