import { Checkbox, Field, Input, MessageBar, MessageBarBody, Select, Text } from '@fluentui/react-components';
import { useState } from 'react';
import type { DeployKeyCreated } from '@video-admin/shared-ui/contract';
import { DialogFrame, FormDialogPanel } from '@video-admin/shared-ui/dialogs';
import { CopyPanel } from '../../components/copy-panel';
import { useModules } from '../../api/get-modules';
import { useReleasesTranslation } from '../../i18n';
import { useReleasesStyles } from '../../components/styles';
import { useCreateDeployKey } from '../api/deploy-key-calls';
import { keyBody, type KeyFormValues } from '../model/key-form';

export interface CreateKeyDialogProps {
  open: boolean;
  onClose: () => void;
}

const EMPTY: KeyFormValues = { module: '', name: '', expiresInDays: '', canPromote: false };

/** Makes a deploy key for one module's CI; once made, its secret is shown this one time, to copy. */
export function CreateKeyDialog({ open, onClose }: CreateKeyDialogProps) {
  const styles = useReleasesStyles();
  const { t, lng } = useReleasesTranslation();
  const modules = useModules();
  const [values, setValues] = useState<KeyFormValues>(EMPTY);
  const [tried, setTried] = useState(false);
  const [created, setCreated] = useState<DeployKeyCreated | null>(null);
  const create = useCreateDeployKey({ onSuccess: setCreated });
  const close = () => {
    setValues(EMPTY);
    setTried(false);
    setCreated(null);
    onClose();
  };
  const body = keyBody(values);
  // A retired module's keys are revoked and it takes no releases: none is made for it.
  const remotes = (modules.data?.data ?? []).filter((module) => !module.is_host && !module.retired_at);
  return (
    <DialogFrame open={open} onClose={close} lang={lng}>
      {created ? (
        <CopyPanel title={t('keys.createdTitle', { name: created.name })} copyText={created.key} onClose={close}>
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{t('keys.onlyOnce')}</MessageBarBody>
          </MessageBar>
          <Field label={t('keys.secret')}>
            <Input readOnly value={created.key} onFocus={(event) => event.target.select()} />
          </Field>
          <Text>{t('keys.usage')}</Text>
        </CopyPanel>
      ) : (
        <FormDialogPanel
          title={t('keys.createTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (body) create.mutate(body);
          }}
          onCancel={close}
          pending={create.isPending}
          cancelLabel={t('actions.cancel')}
          saveLabel={t('keys.create')}
          contentClassName={styles.form}
        >
          <Field
            label={t('keys.fields.module')}
            required
            validationMessage={tried && !values.module ? t('keys.invalid.module') : undefined}
          >
            <Select value={values.module} onChange={(_, data) => setValues({ ...values, module: data.value })}>
              <option value="">{t('keys.chooseModule')}</option>
              {remotes.map((module) => (
                <option key={module.name} value={module.name}>
                  {module.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t('keys.fields.name')}
            required
            validationMessage={tried && !values.name.trim() ? t('keys.invalid.name') : undefined}
          >
            <Input value={values.name} onChange={(_, data) => setValues({ ...values, name: data.value })} />
          </Field>
          <Field
            label={t('keys.fields.expiresInDays')}
            hint={t('keys.hints.expiresInDays')}
            validationMessage={tried && values.expiresInDays && !body ? t('keys.invalid.expiresInDays') : undefined}
          >
            <Input
              type="number"
              min={1}
              value={values.expiresInDays}
              onChange={(_, data) => setValues({ ...values, expiresInDays: data.value })}
            />
          </Field>
          <Checkbox
            label={t('keys.fields.canPromote')}
            checked={values.canPromote}
            onChange={(_, data) => setValues({ ...values, canPromote: data.checked === true })}
          />
        </FormDialogPanel>
      )}
    </DialogFrame>
  );
}
