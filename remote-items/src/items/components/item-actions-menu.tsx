import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, useRestoreFocusTarget } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { useState } from 'react';
import type { ItemPublic } from '@video-admin/shared-ui/contract';
import { useItemsTranslation } from '../../i18n';
import { DeleteItem } from './lazy-dialogs';
import { EditItem } from './edit-item';

type OpenDialog = 'edit' | 'delete' | null;

/** A row's menu; the dialogs live beside it so they outlast the menu closing. */
export function ItemActionsMenu({ item }: { item: ItemPublic }) {
  const { t } = useItemsTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  // The menu entry that opened a dialog is gone when it closes: focus comes back to the menu button.
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<MoreHorizontalRegular />}
            aria-label={t('table.rowActions', { title: item.title })}
            {...restoreFocusTarget}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<EditRegular />} onClick={() => setDialog('edit')}>
              {t('edit.title')}
            </MenuItem>
            <MenuItem icon={<DeleteRegular />} onClick={() => setDialog('delete')}>
              {t('delete.title')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <EditItem item={item} open={dialog === 'edit'} onClose={close} />
      <DeleteItem item={item} open={dialog === 'delete'} onClose={close} />
    </>
  );
}
