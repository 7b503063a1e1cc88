import { Body1, Title2 } from '@fluentui/react-components';
import { useCurrentUser } from 'shared-ui';
import { useShellTranslation } from '../i18n';

export default function DashboardPage() {
  const { t } = useShellTranslation();
  const { data: user } = useCurrentUser();
  return (
    <section>
      <Title2 as="h1">{t('dashboard.greeting', { name: user?.full_name || user?.email || '' })}</Title2>
      <Body1 as="p">{t('dashboard.welcome')}</Body1>
    </section>
  );
}
