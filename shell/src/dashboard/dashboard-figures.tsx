import { Skeleton, SkeletonItem } from '@fluentui/react-components';
import { LoadFailed, RouterLink } from '@video-admin/shared-ui';
import { useShellTranslation } from '../i18n';
import { BackOfficeCards } from './back-office-cards';
import { useDashboardStyles } from './dashboard.styles';
import { FigureCard } from './figure-card';
import { useDashboard } from './get-dashboard';
import { isMounted } from './mounted-link';

const ITEMS_SCREEN = '/items';

/** The figures under the greeting: the user's items, and those of the back office they may read. */
export function DashboardFigures() {
  const { t } = useShellTranslation();
  const styles = useDashboardStyles();
  const dashboard = useDashboard();

  if (dashboard.isPending) {
    return (
      <div className={styles.figures} aria-busy="true" aria-label={t('dashboard.loading')}>
        <Skeleton className={styles.card}>
          <SkeletonItem size={16} />
          <SkeletonItem size={40} />
        </Skeleton>
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <div className={styles.figures}>
        <LoadFailed title={t('dashboard.failed')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      </div>
    );
  }
  const backOffice = dashboard.data.back_office;
  return (
    <div className={styles.figures}>
      <FigureCard title={t('dashboard.myItems.title')}>
        <span className={styles.bigNumber}>{dashboard.data.items}</span>
        {/* A way to the list while a live module shows it. */}
        {isMounted(ITEMS_SCREEN) ? <RouterLink to={ITEMS_SCREEN}>{t('dashboard.myItems.open')}</RouterLink> : null}
      </FigureCard>
      {backOffice ? <BackOfficeCards figures={backOffice} /> : null}
    </div>
  );
}
