import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { DialogFrame, FormDialogPanel } from '@video-admin/shared-ui/dialogs';
import { useItemsTranslation } from '../../i18n';
import type { ItemFormValues } from '../model/item-form';
import { ItemFormFields } from './item-form-fields';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ItemFormDialogProps {
  open: boolean;
  title: string;
  initialValues: ItemFormValues;
  titleRequiredMessage: string;
  pending: boolean;
  onSubmit: (values: ItemFormValues) => void;
  onClose: () => void;
}

/** The add and edit dialogs: one form, reset to its initial values whenever the dialog closes. */
export function ItemFormDialog({ open, title, initialValues, titleRequiredMessage, pending, onSubmit, onClose }: ItemFormDialogProps) {
  const { t } = useItemsTranslation();
  const styles = useStyles();
  // Checked first when a field is left, then as it is typed in, so a message goes as soon as it is fixed.
  const { control, handleSubmit, reset } = useForm<ItemFormValues>({ mode: 'onTouched', defaultValues: initialValues });

  // Closed by Save, Cancel, Escape or the backdrop alike: the next opening starts afresh. The
  // fields, not the object (a new one on every render of the caller), say when that start changed.
  const { title: initialTitle, description: initialDescription } = initialValues;
  useEffect(() => {
    if (!open) reset({ title: initialTitle, description: initialDescription });
  }, [open, reset, initialTitle, initialDescription]);

  return (
    <DialogFrame open={open} onClose={onClose}>
      <FormDialogPanel
        title={title}
        onSubmit={handleSubmit(onSubmit)}
        onCancel={onClose}
        pending={pending}
        cancelLabel={t('actions.cancel')}
        saveLabel={t('actions.save')}
        contentClassName={styles.content}
      >
        <ItemFormFields control={control} titleRequiredMessage={titleRequiredMessage} />
      </FormDialogPanel>
    </DialogFrame>
  );
}
