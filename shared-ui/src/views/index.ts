// shared-ui/views: a list's column chooser, density and saved views (kept on the server per person).
// An entry point of its own, not part of '@video-admin/shared-ui' (loaded on every page, /login
// too): only the list screens import it. A list's first load carries the layout model, the
// density's class and the bar's plain buttons (ListViewsBar), which apply the default view from
// data alone; the bar's menus, chooser and dialog load on the first use of one of its buttons.
export {
  DEFAULT_LAYOUT,
  chosenIds,
  isShown,
  layoutOfView,
  moveColumn,
  sanitizeLayout,
  shownColumns,
  toggleColumn,
  viewStateOf,
  type ChoosableColumn,
  type Density,
  type ListLayout,
  type ListQueryState,
  type UserViewPublic,
  type ViewList,
  type ViewState,
} from './list-layout';
export { useListLayout, type ListLayoutState } from './use-list-layout';
export { readStoredLayout, storeLayout } from './layout-storage';
export { useDensityStyles } from './density.styles';
export { ListViewsBar, type ListViewsBarProps } from './list-views-bar';
