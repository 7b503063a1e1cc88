import { Caption1, Checkbox, Field, Input, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DialogFrame, FormDialogPanel } from '@video-admin/shared-ui/dialogs';
import { ControlledField } from '@video-admin/shared-ui/forms';
import { useUsersTranslation } from '../../i18n';
import { ROLES } from '../model/roles';
import type { UserPublic, UserUpdate } from '@video-admin/shared-ui/contract';
import {
  EMPTY_USER,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TEXT_MAX,
  formValuesOf,
  looksLikeEmail,
  newUserBody,
  userChanges,
  type AddMode,
  type NewUserBody,
  type UserFormValues,
} from '../model/user-form';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  roles: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, margin: 0, padding: 0, border: 'none' },
  hint: { color: tokens.colorNeutralForeground3 },
});

interface CommonProps {
  open: boolean;
  title: string;
  /** Editing the last active superuser: superuser and active stay ticked, with the reason. */
  lastSuperuser?: boolean;
  pending: boolean;
  onClose: () => void;
}

/**
 * 'add' asks how the password is set (an invitation or one given now) and gives the new user's
 * body; 'edit' does not touch the password and gives only what changed (a save that changed
 * nothing just closes). The bodies are made here, in the dialog's own chunk, so the list's first
 * load carries none of the form's rules.
 */
export type UserFormDialogProps = CommonProps &
  ({ mode: 'add'; onSubmit: (body: NewUserBody) => void } | { mode: 'edit'; user: UserPublic; onSubmit: (changes: UserUpdate) => void });

/** The add and edit dialogs: one form, started afresh whenever the dialog opens. */
export function UserFormDialog(props: UserFormDialogProps) {
  const { open, mode, title, lastSuperuser = false, pending, onClose } = props;
  const initialValues = props.mode === 'edit' ? formValuesOf(props.user) : EMPTY_USER;
  const submit = (values: UserFormValues) => {
    if (props.mode === 'add') return props.onSubmit(newUserBody(addMode, values));
    const changes = userChanges(props.user, values);
    if (Object.keys(changes).length === 0) onClose();
    else props.onSubmit(changes);
  };
  const { t, lng } = useUsersTranslation();
  const styles = useStyles();
  const hintId = useId();
  const [addMode, setAddMode] = useState<AddMode>('invite');
  const { control, handleSubmit, reset } = useForm<UserFormValues>({ mode: 'onTouched', defaultValues: initialValues });

  useEffect(() => {
    if (!open) {
      reset(initialValues);
      setAddMode('invite');
    }
    // The values, not the object (a new one on every render of the caller), say when the start changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset, JSON.stringify(initialValues)]);

  const saveLabel = mode === 'edit' ? t('actions.save') : addMode === 'invite' ? t('add.submitInvite') : t('add.submitCreate');
  const ruleHint = lastSuperuser ? { 'aria-describedby': hintId } : {};

  return (
    <DialogFrame open={open} onClose={onClose} lang={lng}>
      <FormDialogPanel
        title={title}
        onSubmit={handleSubmit(submit)}
        onCancel={onClose}
        pending={pending}
        cancelLabel={t('actions.cancel')}
        saveLabel={saveLabel}
        contentClassName={styles.content}
      >
        <ControlledField
          control={control}
          name="email"
          label={t('fields.email')}
          required
          rules={{
            required: t('fields.emailRequired'),
            validate: (value) => looksLikeEmail(String(value)) || t('fields.emailInvalid'),
          }}
        >
          {(input) => <Input type="email" autoComplete="off" maxLength={TEXT_MAX} {...input} />}
        </ControlledField>
        <ControlledField control={control} name="fullName" label={t('fields.fullName')}>
          {(input) => <Input autoComplete="off" maxLength={TEXT_MAX} {...input} />}
        </ControlledField>
        {mode === 'add' ? (
          <Field label={t('fields.mode')}>
            <RadioGroup value={addMode} onChange={(_, data) => setAddMode(data.value as AddMode)}>
              <Radio value="invite" label={t('fields.invite')} />
              <Radio value="password" label={t('fields.password')} />
            </RadioGroup>
          </Field>
        ) : null}
        {mode === 'add' && addMode === 'password' ? (
          <ControlledField
            control={control}
            name="password"
            label={t('fields.passwordLabel')}
            required
            rules={{
              required: t('fields.passwordRequired'),
              minLength: { value: PASSWORD_MIN, message: t('fields.passwordShort', { min: PASSWORD_MIN }) },
            }}
          >
            {(input) => <Input type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} {...input} />}
          </ControlledField>
        ) : null}
        <Controller
          control={control}
          name="roles"
          render={({ field }) => (
            <fieldset className={styles.roles}>
              <legend>{t('fields.roles')}</legend>
              {ROLES.map((role) => (
                <Checkbox
                  key={role}
                  label={t(`roles.${role}`)}
                  checked={field.value.includes(role)}
                  onChange={(_, data) =>
                    field.onChange(data.checked ? [...field.value, role] : field.value.filter((held) => held !== role))
                  }
                />
              ))}
            </fieldset>
          )}
        />
        <Caption1 className={styles.hint}>{t('fields.rolesHint')}</Caption1>
        <Controller
          control={control}
          name="isSuperuser"
          render={({ field }) => (
            <Checkbox
              label={t('fields.superuser')}
              checked={field.value}
              disabled={lastSuperuser && field.value}
              onChange={(_, data) => field.onChange(data.checked === true)}
              {...ruleHint}
            />
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Checkbox
              label={t('fields.active')}
              checked={field.value}
              disabled={lastSuperuser && field.value}
              onChange={(_, data) => field.onChange(data.checked === true)}
              {...ruleHint}
            />
          )}
        />
        {lastSuperuser ? (
          <Caption1 id={hintId} className={styles.hint}>
            {t('rules.lastSuperuser')}
          </Caption1>
        ) : null}
      </FormDialogPanel>
    </DialogFrame>
  );
}
