import { lazyOnFirstUse } from '@video-admin/shared-ui';
import type { ListViewsBarProps } from './list-views-bar';
import { useViewsBarStyles } from './views-bar.styles';

function ReservedBar() {
  return <div className={useViewsBarStyles().bar} />;
}

// The bar's menus, popover and dialog come after the list's first rows, not with them (each
// list screen has a byte budget for its first load); meanwhile its line is kept, so nothing moves.
export const ListViewsBar = lazyOnFirstUse<ListViewsBarProps>(
  () => import(/* webpackChunkName: "list-views-bar" */ './list-views-bar').then((module) => module.ListViewsBar),
  { fallback: () => <ReservedBar /> },
);
