import { getAccessToken, getRuntimeConfig, queryClient } from 'shared-ui';
import { ALL_TEMPLATES_ALIAS, TAB_FILTERS, TABS, type TabDefinition } from '../../model/tabs';
import { tabListParams } from '../model/list-call';
import { templateCountQueryOptions } from './get-template-count';
import { templatesQueryOptions } from './get-templates';

// This remote's key in the runtime config: its federation name (webpack.config.cjs).
const CONFIG_KEY = 'templates';

/**
 * The tab `pathname` shows, if it is one of this remote's screens: below a mount the live config
 * declares for it, the mount itself or its alias (all templates) or a tab's own path. Any other
 * path (another remote's, or this one's not-found page) shows no list.
 */
function tabAt(pathname: string): TabDefinition | undefined {
  const mounts = getRuntimeConfig().modules?.[CONFIG_KEY]?.routes.map((route) => route.path) ?? [];
  const mount = mounts.find((path) => pathname === path || pathname.startsWith(`${path.replace(/\/+$/, '')}/`));
  if (mount === undefined) return undefined;
  const rest = pathname.slice(mount.length).replace(/^\/+|\/+$/g, '');
  return TABS.find((tab) => tab.path === (rest === ALL_TEMPLATES_ALIAS ? '' : rest));
}

/**
 * Starts the calls the screen at `location` makes at its first render (the tab's page of rows and
 * every tab's count) while the rest of its code is still arriving: the screen then finds them in
 * the shared query cache under its own keys instead of asking after it has rendered. Nothing is
 * asked signed out, nor for a path that is not one of its screens (the module also loads when a
 * menu entry is pointed at, from another screen).
 */
export function prefetchFirstScreen(location: { pathname: string; search: string }): void {
  const tab = tabAt(location.pathname);
  if (!tab || getAccessToken() === null) return;
  const params = tabListParams(new URLSearchParams(location.search), TAB_FILTERS[tab.id], tab.status);
  void queryClient.prefetchQuery(templatesQueryOptions(params));
  for (const { status } of TABS) void queryClient.prefetchQuery(templateCountQueryOptions(status));
}
