import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useCurrentUser } from '@video-admin/shared-ui';
import { DashboardFigures } from '../dashboard/dashboard-figures';
import { useShellTranslation } from '../i18n';

// Fluent's text components are inline: the heading block stacks them, each on its own line.
const useStyles = makeStyles({
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0 },
  greeting: { overflowWrap: 'anywhere' },
});

export default function DashboardPage() {
  const { t } = useShellTranslation();
  const styles = useStyles();
  const { data: user } = useCurrentUser();
  return (
    <section>
      <div className={styles.heading}>
        <Title2 as="h1" className={styles.greeting}>
          {t('dashboard.greeting', { name: user?.full_name || user?.email || '' })}
        </Title2>
        <Body1 as="p">{t('dashboard.welcome')}</Body1>
      </div>
      <DashboardFigures />
    </section>
  );
}
