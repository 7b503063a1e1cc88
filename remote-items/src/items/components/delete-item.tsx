import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ItemPublic } from '@video-admin/shared-ui/contract';
import { useItemsTranslation } from '../../i18n';
import { useDeleteItem } from '../api/delete-item';
import { useItemsStyles } from './items.styles';

export interface DeleteItemProps {
  item: ItemPublic;
  open: boolean;
  onClose: () => void;
}

/** Asks before deleting, since a deleted item cannot be brought back. */
export function DeleteItem({ item, open, onClose }: DeleteItemProps) {
  const { t } = useItemsTranslation();
  const styles = useItemsStyles();
  const remove = useDeleteItem(item.id, onClose);
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('delete.title')}</DialogTitle>
          <DialogContent>
            <Body1 as="p">{t('delete.text')}</Body1>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={remove.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button appearance="primary" className={styles.danger} disabled={remove.isPending} onClick={() => remove.mutate()}>
              {t('delete.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
