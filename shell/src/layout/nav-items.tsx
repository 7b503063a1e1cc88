import type { FluentIcon } from '@fluentui/react-icons';
import { AppsListRegular } from '@fluentui/react-icons/svg/apps-list';
import { HomeRegular } from '@fluentui/react-icons/svg/home';
import { SettingsRegular } from '@fluentui/react-icons/svg/settings';
import { TaskListLtrRegular } from '@fluentui/react-icons/svg/task-list-ltr';
import { VideoClipMultipleRegular } from '@fluentui/react-icons/svg/video-clip-multiple';
import { useAdminMenuTranslation, useShellTranslation } from '../i18n';

export interface NavItem {
  to: string;
  label: string;
  icon: FluentIcon;
  /** '/' must not light up for every page. */
  end?: boolean;
  /** A deeper path owned by another entry (/admin/video-tasks under /admin). */
  notActiveUnder?: string;
  /** The label's language when it is not the page's (the admin entries in the default mix). */
  lang?: string;
}

/** The side menu's entries; the admin ones only for superusers, since the admin API refuses others. */
export function useNavItems(isSuperuser: boolean): NavItem[] {
  const { t } = useShellTranslation();
  const { t: tAdmin, lng: adminLanguage } = useAdminMenuTranslation();
  const items: NavItem[] = [
    { to: '/', label: t('menu.dashboard'), icon: HomeRegular, end: true },
    { to: '/items', label: t('menu.items'), icon: AppsListRegular },
    { to: '/settings', label: t('menu.settings'), icon: SettingsRegular },
  ];
  if (isSuperuser) {
    items.push(
      {
        to: '/admin',
        label: tAdmin('templates'),
        icon: VideoClipMultipleRegular,
        notActiveUnder: '/admin/video-tasks',
        lang: adminLanguage,
      },
      { to: '/admin/video-tasks', label: tAdmin('videoTasks'), icon: TaskListLtrRegular, lang: adminLanguage },
    );
  }
  return items;
}
