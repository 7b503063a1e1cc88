import { Field, Input, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useState } from 'react';
import { DialogFrame, FormDialogPanel } from '@video-admin/shared-ui/dialogs';
import { useReleasesTranslation } from '../../i18n';
import { useReleasesStyles } from '../../components/styles';
import { useRegisterModule } from '../api/module-calls';
import { EMPTY_MODULE_FORM, invalidModuleFields, moduleBody, type ModuleField, type ModuleFormValues } from '../model/module-form';

const FIELDS: ModuleField[] = ['name', 'segment', 'configKey', 'en', 'zh'];

export interface RegisterModuleDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Registers a remote: its package name, URL segment, federation name and display names. A name taken is the server's 409, shown here. */
export function RegisterModuleDialog({ open, onClose }: RegisterModuleDialogProps) {
  const styles = useReleasesStyles();
  const { t, lng } = useReleasesTranslation();
  const [values, setValues] = useState<ModuleFormValues>(EMPTY_MODULE_FORM);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setValues(EMPTY_MODULE_FORM);
    setTried(false);
    setRefusal(null);
    onClose();
  };
  const register = useRegisterModule({
    success: (module) => t('register.success', { name: module.name }),
    onSuccess: close,
    onRefused: setRefusal,
  });
  const invalid = invalidModuleFields(values);
  return (
    <DialogFrame open={open} onClose={close} lang={lng}>
      <FormDialogPanel
        title={t('register.title')}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (invalid.length === 0) register.mutate(moduleBody(values));
        }}
        onCancel={close}
        pending={register.isPending}
        cancelLabel={t('actions.cancel')}
        saveLabel={t('register.save')}
        contentClassName={styles.form}
      >
        {refusal ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{refusal}</MessageBarBody>
          </MessageBar>
        ) : null}
        {FIELDS.map((field) => (
          <Field
            key={field}
            label={t(`register.fields.${field}`)}
            hint={t(`register.hints.${field}`)}
            validationMessage={tried && invalid.includes(field) ? t(`register.invalid.${field}`) : undefined}
            required
          >
            <Input value={values[field]} onChange={(_, data) => setValues({ ...values, [field]: data.value })} />
          </Field>
        ))}
      </FormDialogPanel>
    </DialogFrame>
  );
}
