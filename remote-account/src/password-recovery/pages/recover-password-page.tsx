import { Body1, Button, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AuthCard } from '../../components/auth-card';
import { ControlledField } from '@video-admin/shared-ui/forms';
import { RouterLink } from '@video-admin/shared-ui';
import { useAccountTranslation } from '../../i18n';
import { emailRules, VALIDATION_MODE } from '../../model/validation-rules';
import { useRecoverPassword } from '../api/recover-password';
import { usePasswordPagesTranslation } from '../i18n';

export function RecoverPasswordPage() {
  const { t } = useAccountTranslation();
  const pages = usePasswordPagesTranslation();
  // The address the last request went to: the page says what happened, not only a passing toast.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm<{ email: string }>({ mode: VALIDATION_MODE, defaultValues: { email: '' } });
  const recover = useRecoverPassword(() => reset());

  return (
    <AuthCard
      title={pages.t('recover.title')}
      onSubmit={handleSubmit(({ email }) => recover.mutate(email, { onSuccess: () => setSentTo(email) }))}
    >
      <Body1 as="p" align="center">
        {pages.t('recover.text')}
      </Body1>
      <Body1 as="p" role="status" align="center">
        {sentTo === null ? null : pages.t('recover.sent', { email: sentTo })}
      </Body1>
      <ControlledField control={control} name="email" rules={emailRules(t)} label={t('fields.email')} required>
        {(input) => <Input type="email" autoComplete="email" placeholder={t('fields.email')} data-testid="email-input" {...input} />}
      </ControlledField>
      <Button appearance="primary" type="submit" disabledFocusable={recover.isPending}>
        {pages.t('recover.submit')}
      </Button>
      <Body1 align="center">
        <RouterLink to="/login">{pages.t('backToLogin')}</RouterLink>
      </Body1>
    </AuthCard>
  );
}
