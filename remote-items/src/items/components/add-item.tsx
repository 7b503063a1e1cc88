import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useState } from 'react';
import { useItemsTranslation } from '../../i18n';
import { useCreateItemMutation } from '../api/items-mutations';
import { ItemFormDialog } from './lazy-dialogs';

const EMPTY = { title: '', description: '' };

export function AddItem() {
  const { t } = useItemsTranslation();
  const [open, setOpen] = useState(false);
  const create = useCreateItemMutation(() => setOpen(false));
  // Focus comes back here when the dialog closes.
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <>
      <Button appearance="primary" icon={<AddRegular />} onClick={() => setOpen(true)} {...restoreFocusTarget}>
        {t('add.button')}
      </Button>
      <ItemFormDialog
        open={open}
        title={t('add.title')}
        initialValues={EMPTY}
        titleRequiredMessage={t('add.titleRequired')}
        pending={create.isPending}
        onSubmit={(values) => create.mutate(values)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
