import type { ItemPublic } from '@video-admin/shared-ui/contract';
import { useItemsTranslation } from '../../i18n';
import { useUpdateItem } from '../api/update-item';
import { itemBody } from '../model/item-form';
import { ItemFormDialog } from './lazy-dialogs';

export interface EditItemProps {
  item: ItemPublic;
  open: boolean;
  onClose: () => void;
}

export function EditItem({ item, open, onClose }: EditItemProps) {
  const { t } = useItemsTranslation();
  const update = useUpdateItem(item.id, onClose);
  return (
    <ItemFormDialog
      open={open}
      title={t('edit.title')}
      initialValues={{ title: item.title, description: item.description ?? '' }}
      titleRequiredMessage={t('edit.titleRequired')}
      pending={update.isPending}
      onSubmit={(values) => update.mutate(itemBody(values))}
      onClose={onClose}
    />
  );
}
