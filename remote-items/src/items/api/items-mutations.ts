import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAppToast, useCommonTranslation } from 'shared-ui';
import { useItemsTranslation } from '../../i18n';
import { createItem, deleteItem, updateItem, type Item, type ItemForm } from './items-api';
import { itemKeys } from './items-queries';

export function useCreateItemMutation(onCreated: () => void) {
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

export function useUpdateItemMutation(item: Item, onUpdated: () => void) {
  const { t } = useItemsTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ItemForm) => updateItem(item.id, form),
    onSuccess: () => {
      toast.success(t('edit.success'));
      onUpdated();
    },
    onError: (error) => toast.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  });
}

export function useDeleteItemMutation(item: Item, onDeleted: () => void) {
  const { t } = useItemsTranslation();
  const { t: tCommon } = useCommonTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteItem(item.id),
    onSuccess: () => {
      toast.success(t('delete.success'));
      onDeleted();
    },
    // The spec words this failure itself instead of showing the server's detail.
    onError: () => toast.show('error', tCommon('toast.errorTitle'), t('delete.failure')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  });
}
