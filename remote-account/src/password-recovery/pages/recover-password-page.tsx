import { Body1, Button, Input } from '@fluentui/react-components';
import { useForm } from 'react-hook-form';
import { AuthCard } from '../../components/auth-card';
import { ControlledField } from '@video-admin/shared-ui/forms';
import { useAccountTranslation } from '../../i18n';
import { emailRules, VALIDATION_MODE } from '../../model/validation-rules';
import { useRecoverPassword } from '../api/recover-password';

export function RecoverPasswordPage() {
  const { t } = useAccountTranslation();
  const { control, handleSubmit, reset } = useForm<{ email: string }>({ mode: VALIDATION_MODE, defaultValues: { email: '' } });
  const recover = useRecoverPassword(() => reset());

  return (
    <AuthCard title={t('recover.title')} onSubmit={handleSubmit(({ email }) => recover.mutate(email))}>
      <Body1 as="p" align="center">
        {t('recover.text')}
      </Body1>
      <ControlledField control={control} name="email" rules={emailRules(t)} label={t('fields.email')} required>
        {(input) => <Input type="email" autoComplete="email" placeholder={t('fields.email')} data-testid="email-input" {...input} />}
      </ControlledField>
      <Button appearance="primary" type="submit" disabledFocusable={recover.isPending}>
        {t('recover.submit')}
      </Button>
    </AuthCard>
  );
}
