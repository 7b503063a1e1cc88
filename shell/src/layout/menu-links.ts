import type { Language, LanguagePreference, LiveModule, MenuEntry, MenuIcon } from 'shared-ui';
import { covers } from '../remotes/remote-registry';

// The side menu's entries from the live modules' declarations (after the shell's own dashboard,
// which the layout adds). Pure: the layout passes the runtime config's modules, who is signed in
// and the language they chose.

export interface ModuleMenuLink {
  to: string;
  label: string;
  icon: MenuIcon;
  /** The label's language when it is not the page's (a back-office entry under 'Default'). */
  lang?: Language;
  /** Deeper paths another route shows (/admin/video-tasks under /admin): the entry is not the active one there. */
  notActiveUnder: string[];
}

const GROUPS: MenuEntry['group'][] = ['main', 'admin'];

export interface MenuContext {
  isSuperuser: boolean;
  preference: LanguagePreference;
  /** The page's language: the preference, or English under 'Default'. */
  pageLanguage: Language;
}

/** 'main' entries by order, then 'admin' ones; each only for whoever may enter the route it opens. */
export function moduleMenuLinks(
  modules: Record<string, LiveModule>,
  { isSuperuser, preference, pageLanguage }: MenuContext,
): ModuleMenuLink[] {
  const routes = Object.values(modules)
    .flatMap((module) => module.routes)
    .filter((route) => route.session === 'signed-in')
    .sort((a, b) => b.path.length - a.path.length);
  // The route the shell shows at a path: the longest that covers it, whichever module declares it.
  const routeAt = (path: string) => routes.find((route) => covers(route.path, path));
  const mayEnter = (path: string) => {
    const route = routeAt(path);
    return !!route && (route.permission === undefined || (route.permission === 'superuser' && isSuperuser));
  };
  return Object.values(modules)
    .flatMap((module) => module.menu.map((entry) => ({ module, entry })))
    .filter(({ entry }) => GROUPS.includes(entry.group) && mayEnter(entry.path))
    .sort((a, b) => GROUPS.indexOf(a.entry.group) - GROUPS.indexOf(b.entry.group) || a.entry.order - b.entry.order)
    .map(({ module, entry }) => {
      const language = preference === 'default' ? module.defaultLanguage : preference;
      return {
        to: entry.path,
        label: entry.label[language],
        icon: entry.icon,
        ...(language === pageLanguage ? {} : { lang: language }),
        notActiveUnder: routes.filter((route) => route.path !== entry.path && covers(entry.path, route.path)).map((route) => route.path),
      };
    });
}
