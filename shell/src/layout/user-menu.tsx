import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons/svg/info';
import { PersonRegular } from '@fluentui/react-icons/svg/person';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@video-admin/shared-ui';
import { useShellTranslation } from '../i18n';
import { useLayoutStyles } from './layout.styles';
import { useLogOut } from './use-log-out';

// useNavigate renders its caller again at every URL change (a new page of a table, say). Only
// this item needs it, and it exists only while the menu is open, so the menu stays as it is.
function MyProfileItem() {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  return (
    <MenuItem icon={<PersonRegular />} onClick={() => navigate('/settings')}>
      {t('user.myProfile')}
    </MenuItem>
  );
}

function LogOutItem() {
  const { t } = useShellTranslation();
  const logOut = useLogOut();
  return (
    <MenuItem icon={<SignOutRegular />} onClick={logOut}>
      {t('user.logOut')}
    </MenuItem>
  );
}

// Fetched when opened: few users ever look.
const AboutDialog = lazy(() => import('../releases/about-dialog'));

export function UserMenu() {
  const { t } = useShellTranslation();
  const { data: user } = useCurrentUser();
  const styles = useLayoutStyles();
  const [aboutOpen, setAboutOpen] = useState(false);
  // Without a name the person is shown by their e-mail, which says who is signed in, unlike "User".
  const name = user?.full_name || user?.email || t('user.fallbackName');

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          {/* The label starts with the visible name, so speech users can say what they see. */}
          <MenuButton
            appearance="subtle"
            icon={<PersonRegular />}
            className={styles.userMenuButton}
            data-testid="user-menu"
            aria-label={t('user.menu', { name })}
          >
            <span className={styles.userName}>{name}</span>
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MyProfileItem />
            <MenuItem icon={<InfoRegular />} onClick={() => setAboutOpen(true)}>
              {t('user.about')}
            </MenuItem>
            <LogOutItem />
          </MenuList>
        </MenuPopover>
      </Menu>
      {aboutOpen ? (
        <Suspense fallback={null}>
          <AboutDialog onClose={() => setAboutOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
