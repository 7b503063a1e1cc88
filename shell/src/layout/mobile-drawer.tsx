import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import { useShellTranslation } from '../i18n';
import { useLayoutStyles } from './layout.styles';
import type { NavItem } from './nav-items';
import { SideMenu } from './side-menu';
import { useLogOut } from './use-log-out';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  entries: NavItem[];
  email: string | undefined;
}

// Inside the drawer's body, which is there only while the drawer is open (see useLogOut).
function LogOutButton() {
  const { t } = useShellTranslation();
  const logOut = useLogOut();
  return (
    <Button appearance="subtle" icon={<SignOutRegular />} onClick={logOut}>
      {t('user.logOut')}
    </Button>
  );
}

/** The side menu on small screens, with who is signed in and a way out. */
export function MobileDrawer({ open, onClose, entries, email }: MobileDrawerProps) {
  const { t } = useShellTranslation();
  const styles = useLayoutStyles();
  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => !data.open && onClose()} position="start">
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('menu.close')} icon={<DismissRegular />} onClick={onClose} />}>
          {t('appName')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody style={{ display: 'flex', flexDirection: 'column' }}>
        <SideMenu entries={entries} onNavigate={onClose} />
        <div className={styles.drawerFooter}>
          <LogOutButton />
          {email ? <p>{t('user.loggedInAs', { email })}</p> : null}
        </div>
      </DrawerBody>
    </OverlayDrawer>
  );
}
