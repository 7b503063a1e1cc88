import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, useAppToast, useCommonTranslation } from '@video-admin/shared-ui';
import type { Message } from '@video-admin/shared-ui/contract';
import { useItemsTranslation } from '../../i18n';
import { itemKeys } from './item-keys';

export function deleteItem(id: string): Promise<Message> {
  return http.delete<Message>(`/api/v1/items/${encodeURIComponent(id)}`);
}

export function useDeleteItem(id: string, onDeleted: () => void) {
  const { t } = useItemsTranslation();
  const { t: tCommon } = useCommonTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteItem(id),
    onSuccess: () => {
      toast.success(t('delete.success'));
      onDeleted();
    },
    // One wording for every failure: the server's detail ("Item not found") means little to the user here.
    onError: () => toast.show('error', tCommon('toast.errorTitle'), t('delete.failure')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemKeys.all }),
  });
}
