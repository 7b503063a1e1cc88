import { Title2 } from '@fluentui/react-components';
import { useAccountTranslation } from '../../i18n';

// Screen title only for now: the full form comes with the account screens issue.
export function RecoverPasswordPage() {
  const { t } = useAccountTranslation();
  return <Title2 as="h1">{t('recover.title')}</Title2>;
}
