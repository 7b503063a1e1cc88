import { Button, Input, Subtitle1 } from '@fluentui/react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCurrentUser } from '@video-admin/shared-ui';
import { ControlledField, ReadOnlyValue } from '@video-admin/shared-ui/forms';
import { useAccountTranslation } from '../../i18n';
import { useSettingsTabTranslation } from '../tab-texts-i18n';
import { profileFullNameRules } from '../../model/form-rules';
import { emailRules, VALIDATION_MODE } from '../../model/validation-rules';
import { useUpdateMe } from '../api/update-me';
import { profileChanges, type ProfileFormValues } from '../model/profile-form';
import { useSettingsStyles } from './settings.styles';

/** My profile: full name and e-mail shown as text, editable after Edit. */
export function UserInformation() {
  const { t } = useAccountTranslation();
  const texts = useSettingsTabTranslation();
  const styles = useSettingsStyles();
  const { data: user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const {
    control,
    handleSubmit,
    reset,
    watch,
    formState: { isDirty },
  } = useForm<ProfileFormValues>({ mode: VALIDATION_MODE, defaultValues: { full_name: '', email: '' } });
  const update = useUpdateMe(() => setEditing(false));

  // Editing starts from what the server holds now, so "unchanged" means unchanged from it.
  const edit = () => {
    reset({ full_name: user?.full_name ?? '', email: user?.email ?? '' });
    setEditing(true);
  };

  const cancel = () => {
    reset();
    setEditing(false);
  };

  return (
    <form className={styles.section} onSubmit={handleSubmit((values) => update.mutate(profileChanges(values)))} noValidate>
      <Subtitle1 as="h2" className={styles.heading}>
        {texts.t('profile.heading')}
      </Subtitle1>
      {editing ? (
        <>
          <ControlledField control={control} name="full_name" rules={profileFullNameRules(texts.t)} label={texts.t('profile.fullName')}>
            {(input) => <Input autoComplete="name" placeholder={t('fields.fullName')} data-testid="full-name-input" {...input} />}
          </ControlledField>
          <ControlledField control={control} name="email" rules={emailRules(t)} label={texts.t('profile.email')} required>
            {(input) => <Input type="email" autoComplete="email" placeholder={t('fields.email')} data-testid="email-input" {...input} />}
          </ControlledField>
        </>
      ) : (
        <>
          <ReadOnlyValue label={texts.t('profile.fullName')} muted={!user?.full_name}>
            {user?.full_name || texts.t('profile.noName')}
          </ReadOnlyValue>
          <ReadOnlyValue label={texts.t('profile.email')}>{user?.email ?? ''}</ReadOnlyValue>
        </>
      )}
      <div className={styles.actions}>
        {editing ? (
          <>
            <Button appearance="primary" type="submit" disabled={!isDirty || !watch('email') || update.isPending}>
              {t('actions.save')}
            </Button>
            <Button onClick={cancel} disabled={update.isPending}>
              {t('actions.cancel')}
            </Button>
          </>
        ) : (
          <Button appearance="primary" onClick={edit}>
            {t('actions.edit')}
          </Button>
        )}
      </div>
    </form>
  );
}
