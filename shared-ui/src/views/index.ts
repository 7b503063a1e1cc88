// shared-ui/views: a list's column chooser, density and saved views (kept on the server per person).
// An entry point of its own, not part of '@video-admin/shared-ui' (loaded on every page, /login
// too): only the list screens import it. The bar's code loads after the list's first rows; the
// layout model and the density's class come with the list.
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
export { useDensityStyles } from './density.styles';
export { ListViewsBar } from './lazy-list-views-bar';
export type { ListViewsBarProps } from './list-views-bar';
