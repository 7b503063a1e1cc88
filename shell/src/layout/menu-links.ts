import { type Language, type LanguagePreference, type LiveModule, type MenuEntry, type MenuIcon } from '@video-admin/shared-ui';
import { covers } from '../remotes/remote-registry';
import { mayEnterRoute, type RouteUser } from '../remotes/route-permission';

// The route guard decides with the same rule (route-permission.ts).
export { mayEnterRoute };

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

/** Who is signed in, as /users/me describes them. */
export type MenuUser = RouteUser;

export interface MenuContext {
  /** Undefined until /users/me has answered: only the entries open to everyone show. */
  user: MenuUser;
  preference: LanguagePreference;
  /** The page's language: the preference, or English under 'Default'. */
  pageLanguage: Language;
}

/** 'main' entries by order, then 'admin' ones; each only for whoever may enter the route it opens. */
export function moduleMenuLinks(modules: Record<string, LiveModule>, { user, preference, pageLanguage }: MenuContext): ModuleMenuLink[] {
  const routes = Object.values(modules)
    .flatMap((module) => module.routes)
    .filter((route) => route.session === 'signed-in')
    .sort((a, b) => b.path.length - a.path.length);
  // The route the shell shows at a path: the longest that covers it, whichever module declares it.
  const routeAt = (path: string) => routes.find((route) => covers(route.path, path));
  const mayEnter = (path: string) => {
    const route = routeAt(path);
    return !!route && mayEnterRoute(user, route.permission);
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
