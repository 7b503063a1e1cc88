import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useItemsTranslation } from '../../i18n';
import type { ItemForm } from '../api/items-api';
import { ItemFormFields } from './item-form-fields';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ItemFormDialogProps {
  open: boolean;
  title: string;
  initialValues: ItemForm;
  titleRequiredMessage: string;
  pending: boolean;
  onSubmit: (values: ItemForm) => void;
  onClose: () => void;
}

/** The add and edit dialogs: one form, reset to its initial values whenever the dialog closes. */
export function ItemFormDialog({ open, title, initialValues, titleRequiredMessage, pending, onSubmit, onClose }: ItemFormDialogProps) {
  const { t } = useItemsTranslation();
  const styles = useStyles();
  // The spec's "validate on blur": first checked when a field is left, then as it is fixed.
  const { control, handleSubmit, reset } = useForm<ItemForm>({ mode: 'onTouched', defaultValues: initialValues });

  // Closed by Save, Cancel, Escape or the backdrop alike: the next opening starts afresh.
  useEffect(() => {
    if (!open) reset(initialValues);
    // initialValues is a new object on every render of the caller; its fields are what matter.
  }, [open, reset, initialValues.title, initialValues.description]);

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              <ItemFormFields control={control} titleRequiredMessage={titleRequiredMessage} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={pending}>
                {t('actions.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={pending}>
                {t('actions.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
