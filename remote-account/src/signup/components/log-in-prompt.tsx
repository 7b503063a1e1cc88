import { Text } from '@fluentui/react-components';
import { RouterLink } from '@video-admin/shared-ui';
import { useSignupTranslation } from '../i18n';

/** "Already have an account? Log In", under the sign-up screen, open or closed. */
export function LogInPrompt() {
  const { t } = useSignupTranslation();
  return (
    <Text align="center">
      {t('signup.haveAccount')}{' '}
      <RouterLink to="/login" inline>
        {t('signup.logIn')}
      </RouterLink>
    </Text>
  );
}
