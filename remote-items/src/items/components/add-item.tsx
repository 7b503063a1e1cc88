import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { useState } from 'react';
import { useItemsTranslation } from '../../i18n';
import { useCreateItem } from '../api/create-item';
import { itemBody, type ItemFormValues } from '../model/item-form';
import { ItemFormDialog } from './lazy-dialogs';

const EMPTY: ItemFormValues = { title: '', description: '' };

export function AddItem() {
  const { t } = useItemsTranslation();
  const [open, setOpen] = useState(false);
  const create = useCreateItem(() => setOpen(false));
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
        onSubmit={(values) => create.mutate(itemBody(values))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
