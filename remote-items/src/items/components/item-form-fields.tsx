import { Input } from '@fluentui/react-components';
import type { Control } from 'react-hook-form';
import { ControlledField } from '@video-admin/shared-ui/forms';
import { useItemsTranslation } from '../../i18n';
import type { ItemFormValues } from '../model/item-form';

// The API's limits; the inputs stop there instead of letting the server refuse the item.
const MAX_LENGTH = 255;

export interface ItemFormFieldsProps {
  control: Control<ItemFormValues>;
  /** The add and edit dialogs word the required-title message differently. */
  titleRequiredMessage: string;
}

export function ItemFormFields({ control, titleRequiredMessage }: ItemFormFieldsProps) {
  const { t } = useItemsTranslation();
  return (
    <>
      <ControlledField control={control} name="title" rules={{ required: titleRequiredMessage }} label={t('fields.title')} required>
        {(input) => <Input placeholder={t('fields.title')} maxLength={MAX_LENGTH} {...input} />}
      </ControlledField>
      <ControlledField control={control} name="description" label={t('fields.description')}>
        {(input) => <Input placeholder={t('fields.description')} maxLength={MAX_LENGTH} {...input} />}
      </ControlledField>
    </>
  );
}
