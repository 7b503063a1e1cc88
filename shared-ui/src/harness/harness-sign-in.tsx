import { Button, Card, Field, Input, Title3 } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import type { Token } from '../api/contract';
import { errorDetail } from '../http/api-error';
import { http } from '../http/api-client';
import { useCommonTranslation } from '../i18n/common';
import { useSession } from '../session/use-session';

/** A bare sign-in so a remote can be developed alone; the real login screen is remote-account's. */
export function HarnessSignIn() {
  const { t } = useCommonTranslation();
  const session = useSession();
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const body = new URLSearchParams({ username: String(form.get('username')), password: String(form.get('password')) });
      const { access_token } = await http.post<Token>('/api/v1/login/access-token', { body });
      session.login(access_token);
    } catch (failure) {
      setError(errorDetail(failure));
    }
  }

  return (
    <Card style={{ maxWidth: 360, margin: '64px auto' }}>
      <Title3>{t('harness.title')}</Title3>
      <form onSubmit={onSubmit} style={{ display: 'grid', gap: 12 }}>
        <Field label={t('harness.email')}>
          <Input name="username" type="email" required />
        </Field>
        <Field label={t('harness.password')} validationMessage={error}>
          <Input name="password" type="password" required />
        </Field>
        <Button appearance="primary" type="submit">
          {t('harness.signIn')}
        </Button>
      </form>
    </Card>
  );
}
