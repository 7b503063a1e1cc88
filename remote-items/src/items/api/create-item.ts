import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, useAppToast } from '@video-admin/shared-ui';
import type { ItemCreate, ItemPublic } from '@video-admin/shared-ui/contract';
import { useItemsTranslation } from '../../i18n';
import { itemKeys } from './item-keys';

export function createItem(item: ItemCreate): Promise<ItemPublic> {
  return http.post<ItemPublic>('/api/v1/items/', { json: item });
}

export function useCreateItem(onCreated: () => void) {
  const { t } = useItemsTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: () => {
      toast.success(t('add.success'));
      onCreated();
    },
    onError: (error) => toast.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  });
}
