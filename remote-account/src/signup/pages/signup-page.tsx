import { Button, Input } from '@fluentui/react-components';
import { FormProvider, useForm } from 'react-hook-form';
import { AuthCard } from '../../components/auth-card';
import { ControlledField } from '@video-admin/shared-ui/forms';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useAccountTranslation } from '../../i18n';
import { useSignupTranslation } from '../i18n';
import { registrationOpen } from '../../model/registration';
import { signupFullNameRules } from '../../model/form-rules';
import { emailRules, VALIDATION_MODE } from '../../model/validation-rules';
import { useSignUp } from '../api/sign-up';
import { LogInPrompt } from '../components/log-in-prompt';
import { SignupClosed } from '../components/signup-closed';

/** The new account's fields, and the password once more to rule out a typo. */
interface SignupFormValues {
  full_name: string;
  email: string;
  password: string;
  confirm_password: string;
}

/** The sign-up form, or where the server takes no sign-ups, a page saying so. */
export function SignupPage() {
  return registrationOpen() ? <SignupForm /> : <SignupClosed />;
}

function SignupForm() {
  const { t } = useAccountTranslation();
  const texts = useSignupTranslation();
  const signup = useSignUp();
  const form = useForm<SignupFormValues>({
    mode: VALIDATION_MODE,
    defaultValues: { full_name: '', email: '', password: '', confirm_password: '' },
  });
  const { control, handleSubmit } = form;

  return (
    <FormProvider {...form}>
      <AuthCard
        title={texts.t('signup.title')}
        onSubmit={handleSubmit(({ full_name, email, password }) => signup.mutate({ full_name, email, password }))}
      >
        <ControlledField control={control} name="full_name" rules={signupFullNameRules(texts.t)} label={t('fields.fullName')} required>
          {(input) => <Input autoComplete="name" placeholder={t('fields.fullName')} data-testid="full-name-input" {...input} />}
        </ControlledField>
        <ControlledField control={control} name="email" rules={emailRules(t)} label={t('fields.email')} required>
          {(input) => <Input type="email" autoComplete="email" placeholder={t('fields.email')} data-testid="email-input" {...input} />}
        </ControlledField>
        <NewPasswordFields name="password" />
        <Button appearance="primary" type="submit" disabledFocusable={signup.isPending}>
          {texts.t('signup.submit')}
        </Button>
        <LogInPrompt />
      </AuthCard>
    </FormProvider>
  );
}
