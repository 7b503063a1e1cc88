import { Field, Input } from '@fluentui/react-components';
import { DialogFrame, FormDialogPanel } from '@video-admin/shared-ui/dialogs';
import { useState, type FormEvent } from 'react';
import { usePasskeysTranslation } from './passkeys-i18n';

/** A passkey's name is at most this long (the server's limit). */
export const PASSKEY_NAME_MAX = 60;

export interface PasskeyNameDialogProps {
  title: string;
  initialName: string;
  pending: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}

/** Names a passkey: the new one once the browser has made it, or one being renamed. Mounted only while shown. */
export function PasskeyNameDialog({ title, initialName, pending, onSave, onClose }: PasskeyNameDialogProps) {
  const { t } = usePasskeysTranslation();
  const [name, setName] = useState(initialName.slice(0, PASSKEY_NAME_MAX));
  const [checked, setChecked] = useState(false);
  const trimmed = name.trim();
  const problem = trimmed === '' ? t('nameRequired') : trimmed.length > PASSKEY_NAME_MAX ? t('nameTooLong') : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (!problem) onSave(trimmed);
  };

  return (
    <DialogFrame onClose={onClose}>
      <FormDialogPanel title={title} onSubmit={submit} onCancel={onClose} pending={pending} cancelLabel={t('cancel')} saveLabel={t('save')}>
        <Field
          label={t('name')}
          required
          hint={t('nameHint')}
          validationState={checked && problem ? 'error' : 'none'}
          validationMessage={checked ? problem : undefined}
        >
          <Input value={name} maxLength={PASSKEY_NAME_MAX} autoFocus onChange={(_, data) => setName(data.value)} />
        </Field>
      </FormDialogPanel>
    </DialogFrame>
  );
}
