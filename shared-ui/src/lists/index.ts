// shared-ui/lists: what the list screens share. An entry point of its own, not part of '@video-admin/shared-ui':
// that one is the federation singleton every page loads at once (/login too), and only list screens
// need this. Each remote bundles what it imports here, so it holds no state of its own.
// A list screen whose first calls the page started may ask for its queries before its first render.
export { hasEarlyAnswers } from '../http/early-answers';
export { parsePage, parsePageSize, useSearchState, type SearchChanges, type SearchState } from '../url/use-search-state';
export {
  CARDS_QUERY,
  columnStyle,
  listSortSpec,
  nextSort,
  parseSort,
  pinPlacements,
  revealBesidePins,
  sameSort,
  SortHeader,
  sortOptions,
  SortSelect,
  sortDirection,
  sortValue,
  TruncatedText,
  useListSort,
  useResponsiveTableStyles,
  useSidewaysScrollCue,
  useSidewaysScrollCueStyles,
  type ColumnPin,
  type ListSort,
  type ListSortSpec,
  type ListSortState,
  type SortOf,
  type PinnableColumn,
  type PinPlacement,
  type SortDirection,
  type SortOption,
  type SortOrder,
  type TruncatedTextProps,
} from '../components/table';
export { FilterActions, type FilterActionsProps } from '../components/filter-actions/filter-actions';
export { FilterInForce } from '../components/filter-in-force/lazy-filter-in-force';
export type { FilterInForceProps } from '../components/filter-in-force/filter-in-force';
export { CollapsibleFilters, filtersInForce, type CollapsibleFiltersProps } from '../components/filter-actions/collapsible-filters';
export { isRowSelected, isSelectionEmpty, selectedCount, type RowSelection } from './row-selection';
export { useRowSelection, type RowSelectionState } from './use-row-selection';
export { SelectionCheckbox, type SelectionCheckboxProps } from './selection-checkbox';
export * from './bulk';
export { ListSelect, type ListSelectProps } from '../components/list-select/list-select';
export { ResponsiveTable, type ResponsiveTableProps, type TableColumn } from '../components/responsive-table/responsive-table';
export { BackOfficePage, type BackOfficePageProps } from '../components/back-office-page/back-office-page';
export {
  RowMenuButton,
  RowMenuOnFirstUse,
  type RowMenuButtonProps,
  type RowMenuOnFirstUseProps,
} from '../components/row-menu-button/row-menu-button';
