import { useItemsTranslation } from '../../i18n';
import type { Item } from '../api/items-api';
import { useUpdateItemMutation } from '../api/items-mutations';
import { ItemFormDialog } from './lazy-dialogs';

export interface EditItemProps {
  item: Item;
  open: boolean;
  onClose: () => void;
}

export function EditItem({ item, open, onClose }: EditItemProps) {
  const { t } = useItemsTranslation();
  const update = useUpdateItemMutation(item, onClose);
  return (
    <ItemFormDialog
      open={open}
      title={t('edit.title')}
      initialValues={{ title: item.title, description: item.description ?? '' }}
      titleRequiredMessage={t('edit.titleRequired')}
      pending={update.isPending}
      onSubmit={(values) => update.mutate(values)}
      onClose={onClose}
    />
  );
}
