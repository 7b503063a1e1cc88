import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, useAppToast } from '@video-admin/shared-ui';
import type { ItemPublic, ItemUpdate } from '@video-admin/shared-ui/contract';
import { useItemsTranslation } from '../../i18n';
import { itemKeys } from './item-keys';

export function updateItem(id: string, changes: ItemUpdate): Promise<ItemPublic> {
  return http.put<ItemPublic>(`/api/v1/items/${encodeURIComponent(id)}`, { json: changes });
}

export function useUpdateItem(id: string, onUpdated: () => void) {
  const { t } = useItemsTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ItemUpdate) => updateItem(id, changes),
    onSuccess: () => {
      toast.success(t('edit.success'));
      onUpdated();
    },
    onError: (error) => toast.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  });
}
