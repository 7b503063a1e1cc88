import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, useAppToast } from '@video-admin/shared-ui';
import type { Message } from '@video-admin/shared-ui/contract';
import { useUsersTranslation } from '../../i18n';
import { userKeys } from './user-keys';

export function deleteUser(id: string): Promise<Message> {
  return http.delete<Message>(`/api/v1/users/${encodeURIComponent(id)}`);
}

export function useDeleteUser(id: string, email: string, onDeleted: () => void) {
  const { t } = useUsersTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteUser(id),
    onSuccess: () => {
      toast.success(t('delete.success', { email }));
      onDeleted();
    },
    // The server's own words, e.g. "The last active superuser cannot be deleted".
    onError: (error) => toast.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
