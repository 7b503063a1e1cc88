import { Text } from '@fluentui/react-components';
import { AuthCard } from '../../components/auth-card';
import { useSignupTranslation } from '../i18n';
import { LogInPrompt } from './log-in-prompt';

/** The sign-up screen of a server that takes no sign-ups: says so, and leads to the login. */
export function SignupClosed() {
  const { t } = useSignupTranslation();
  return (
    <AuthCard title={t('signup.title')} onSubmit={(event) => event.preventDefault()}>
      <Text as="p">{t('signup.closed')}</Text>
      <LogInPrompt />
    </AuthCard>
  );
}
