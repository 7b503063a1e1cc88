import { useFormContext, useWatch } from 'react-hook-form';
import { useAccountTranslation } from '../i18n';
import { confirmPasswordRules } from '../model/form-rules';
import { passwordRules } from '../model/validation-rules';
import { ControlledField } from '@video-admin/shared-ui/forms';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

type PasswordForm = Record<string, string>;

export interface NewPasswordFieldsProps {
  /** The form's field for the password being chosen: 'password' on signup, 'new_password' elsewhere. */
  name: 'password' | 'new_password';
}

/**
 * The password a user chooses and its confirmation, with the strength meter; used inside a
 * FormProvider by signup, reset and the settings' password form, so the three agree.
 */
export function NewPasswordFields({ name }: NewPasswordFieldsProps) {
  const { t } = useAccountTranslation();
  const { control, getValues } = useFormContext<PasswordForm>();
  const password = useWatch({ control, name }) ?? '';
  const label = name === 'password' ? t('fields.password') : t('fields.newPassword');
  // The ids the FastAPI full-stack template's end-to-end tests find these fields by.
  const testId = name === 'password' ? 'password-input' : 'new-password-input';

  return (
    <>
      {/* deps: changing the password re-checks its confirmation. */}
      <ControlledField control={control} name={name} rules={{ ...passwordRules(t), deps: ['confirm_password'] }} label={label} required>
        {(input) => <PasswordInput autoComplete="new-password" placeholder={label} data-testid={testId} {...input} />}
      </ControlledField>
      <PasswordStrengthMeter password={password} />
      <ControlledField
        control={control}
        name="confirm_password"
        rules={confirmPasswordRules(t, () => getValues(name) ?? '')}
        label={t('fields.confirmPassword')}
        required
      >
        {(input) => (
          <PasswordInput
            autoComplete="new-password"
            placeholder={t('fields.confirmPassword')}
            data-testid="confirm-password-input"
            {...input}
          />
        )}
      </ControlledField>
    </>
  );
}
