import { Button, Subtitle1 } from '@fluentui/react-components';
import { FormProvider, useForm } from 'react-hook-form';
import { ControlledField } from '@video-admin/shared-ui/forms';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PasswordInput } from '../../components/password-input';
import { useAccountTranslation } from '../../i18n';
import { useSettingsTabTranslation } from '../tab-texts-i18n';
import { fieldRefusal, PASSWORD_CHANGE_REFUSALS } from '../../model/field-refusals';
import { passwordRules } from '../../model/validation-rules';
import { useUpdatePassword } from '../api/update-password';
import { useSettingsStyles } from './settings.styles';

/** The current password, the new one, and the new one again to rule out a typo. */
interface ChangePasswordFormValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const EMPTY: ChangePasswordFormValues = { current_password: '', new_password: '', confirm_password: '' };

export function ChangePassword() {
  const { t } = useAccountTranslation();
  const texts = useSettingsTabTranslation();
  const styles = useSettingsStyles();
  // 'all': Save follows validity as the user types; errors still appear only on blur (ControlledField).
  const form = useForm<ChangePasswordFormValues>({ mode: 'all', defaultValues: EMPTY });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isValid },
  } = form;
  const update = useUpdatePassword(() => reset(EMPTY));

  return (
    <FormProvider {...form}>
      <form
        className={styles.section}
        onSubmit={handleSubmit(({ current_password, new_password }) =>
          update.mutate(
            { current_password, new_password },
            {
              onError: (error) => {
                const refusal = fieldRefusal(error, PASSWORD_CHANGE_REFUSALS);
                if (refusal) setError(refusal.field, { type: 'server', message: t(refusal.messageKey) }, { shouldFocus: true });
              },
            },
          ),
        )}
        noValidate
      >
        <Subtitle1 as="h2" className={styles.heading}>
          {texts.t('password.heading')}
        </Subtitle1>
        <ControlledField control={control} name="current_password" rules={passwordRules(t)} label={t('fields.currentPassword')} required>
          {(input) => (
            <PasswordInput
              autoComplete="current-password"
              placeholder={t('fields.currentPassword')}
              data-testid="current-password-input"
              {...input}
            />
          )}
        </ControlledField>
        <NewPasswordFields name="new_password" />
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={!isValid || update.isPending}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
