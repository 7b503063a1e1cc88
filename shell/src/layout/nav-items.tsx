import type { FluentIcon } from '@fluentui/react-icons';
import { AppsListRegular } from '@fluentui/react-icons/svg/apps-list';
import { BoxRegular } from '@fluentui/react-icons/svg/box';
import { ChartMultipleRegular } from '@fluentui/react-icons/svg/chart-multiple';
import { DocumentRegular } from '@fluentui/react-icons/svg/document';
import { HomeRegular } from '@fluentui/react-icons/svg/home';
import { PeopleRegular } from '@fluentui/react-icons/svg/people';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { TaskListLtrRegular } from '@fluentui/react-icons/svg/task-list-ltr';
import { VideoClipMultipleRegular } from '@fluentui/react-icons/svg/video-clip-multiple';
import { documentLanguage, getRuntimeConfig, useLanguagePreference, type MenuIcon } from '@video-admin/shared-ui';
import { useShellTranslation } from '../i18n';
import { moduleMenuLinks, type MenuUser } from './menu-links';

export interface NavItem {
  to: string;
  label: string;
  icon: FluentIcon;
  /** '/' must not light up for every page. */
  end?: boolean;
  /** Deeper paths owned by another route (/admin/video-tasks under /admin). */
  notActiveUnder?: string[];
  /** The label's language when it is not the page's (the back office's entries in the default mix). */
  lang?: string;
}

/** The icons a module's menu entry may name (MENU_ICONS in shared-ui's contract). */
const ICONS: Record<MenuIcon, FluentIcon> = {
  'apps-list': AppsListRegular,
  settings: SettingsRegular,
  'video-clip': VideoClipMultipleRegular,
  'task-list': TaskListLtrRegular,
  document: DocumentRegular,
  people: PeopleRegular,
  chart: ChartMultipleRegular,
  box: BoxRegular,
};

/**
 * The side menu's entries: the dashboard, then those the live modules declare, each shown to
 * whoever may enter its screen (a back-office screen to those holding the permission it declares,
 * since its API refuses others). `user` is the session's /users/me.
 */
export function useNavItems(user: MenuUser): NavItem[] {
  const { t } = useShellTranslation();
  const [preference] = useLanguagePreference();
  const modules = getRuntimeConfig().modules ?? {};
  const links = moduleMenuLinks(modules, { user, preference, pageLanguage: documentLanguage(preference) });
  return [
    { to: '/', label: t('menu.dashboard'), icon: HomeRegular, end: true },
    // An icon a newer contract added, which this shell does not know yet, shows as a document.
    ...links.map((link) => ({ ...link, icon: ICONS[link.icon] ?? DocumentRegular })),
  ];
}
