import { mergeClasses } from '@fluentui/react-components';
import { NavLink, useLocation } from 'react-router-dom';
import { useShellTranslation } from '../i18n';
import { preloadRemoteFor } from '../remotes/remote-outlet';
import { covers } from '../remotes/remote-registry';
import { useLayoutStyles } from './layout.styles';
import type { NavItem } from './nav-items';

export interface SideMenuProps {
  entries: NavItem[];
  onNavigate?: () => void;
}

export function SideMenu({ entries, onNavigate }: SideMenuProps) {
  const styles = useLayoutStyles();
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('menu.navigation')}>
      <ul className={styles.navList}>
        {entries.map(({ to, label, icon: Icon, end, notActiveUnder, lang }) => (
          <li key={to}>
            <NavLink
              to={to}
              lang={lang}
              end={end ?? false}
              onClick={onNavigate}
              // The screen's remote starts loading when the pointer or the focus reaches its entry:
              // usually loaded by the click, it then shows at once instead of after the page loader.
              onPointerEnter={() => void preloadRemoteFor(to)}
              onFocus={() => void preloadRemoteFor(to)}
              className={({ isActive }) =>
                mergeClasses(styles.navLink, isActive && !notActiveUnder?.some((path) => covers(path, pathname)) && styles.navLinkActive)
              }
            >
              <Icon aria-hidden fontSize={20} />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
