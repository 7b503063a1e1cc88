import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons/svg/navigation';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState, MainLandmarkContent, useCurrentUser } from '@video-admin/shared-ui';
import { useOwnRightsRefresh } from '@video-admin/shared-ui/live';
import { useShellTranslation } from '../i18n';
import { useLayoutStyles } from './layout.styles';
import { MobileDrawer } from './mobile-drawer';
import { useNavItems } from './nav-items';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
import { useTwoFactorEnrolment } from '../two-factor/use-two-factor-enrolment';
import { ViewAsNotice } from '../view-as/view-as-notice';

/** Top bar, side menu (a drawer on small screens) and the page; remotes render in the Outlet. */
export default function AppLayout() {
  const styles = useLayoutStyles();
  const { t } = useShellTranslation();
  const { data: user } = useCurrentUser();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menu = useNavItems(user);
  // A role given or taken reaches this tab within seconds: the menu, guards and screens follow.
  useOwnRightsRefresh();
  // A person whose role requires two-step sign-in and who has none is led to set it up first.
  useTwoFactorEnrolment();
  // Focus comes back to the menu button when the drawer closes.
  const restoreFocusTarget = useRestoreFocusTarget();

  return (
    <div className={styles.root}>
      {/* First on the page (and the first keyboard stop) while a superuser views as someone. */}
      <ViewAsNotice />
      <header className={styles.topBar}>
        <Button
          className={styles.menuButton}
          appearance="subtle"
          icon={<NavigationRegular />}
          aria-label={t('menu.open')}
          onClick={() => setDrawerOpen(true)}
          {...restoreFocusTarget}
        />
        <span className={styles.appName}>{t('appName')}</span>
        <UserMenu />
      </header>
      <div className={styles.body}>
        <aside className={styles.sideMenu}>
          <SideMenu entries={menu} />
        </aside>
        <main className={styles.main}>
          <MainLandmarkContent>
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </MainLandmarkContent>
        </main>
      </div>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} entries={menu} email={user?.email} />
    </div>
  );
}
