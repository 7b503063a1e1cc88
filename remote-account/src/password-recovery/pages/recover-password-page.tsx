import { Body1, Button, Input } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { AuthCard } from '../../components/auth-card';
import { ControlledField } from 'shared-ui/forms';
import { useAccountTranslation } from '../../i18n';
import { emailRules, VALIDATION_MODE } from '../../validation/rules';
import { useRecoverPasswordMutation, type RecoverPasswordForm } from '../api/recover-password-api';

export function RecoverPasswordPage() {
  const { t } = useAccountTranslation();
  const { control, handleSubmit, reset } = useForm<RecoverPasswordForm>({ mode: VALIDATION_MODE, defaultValues: { email: '' } });
  const recover = useRecoverPasswordMutation(() => reset());

  return (
    <AuthCard title={t('recover.title')} onSubmit={handleSubmit((values) => recover.mutate(values))}>
      <Body1 as="p" align="center">
        {t('recover.text')}
      </Body1>
      <ControlledField control={control} name="email" rules={emailRules(t)} label={t('fields.email')} required>
        {(input) => <Input type="email" autoComplete="email" placeholder={t('fields.email')} {...input} />}
      </ControlledField>
      <Button appearance="primary" type="submit" disabledFocusable={recover.isPending}>
        {t('recover.submit')}
      </Button>
    </AuthCard>
  );
}
