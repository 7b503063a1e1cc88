export { CARDS_QUERY } from './cards-query';
export {
  listSortSpec,
  nextSort,
  parseSort,
  sameSort,
  sortDirection,
  sortValue,
  SORT_SEARCH_KEYS,
  useListSort,
  type ListSort,
  type ListSortSpec,
  type ListSortState,
  type SortDirection,
  type SortOf,
  type SortOrder,
} from './list-sort';
export { clearingScroll, freeSpan, revealFocused, type Span } from './pinned-focus';
export { revealBesidePins } from './reveal-beside-pins';
export { columnStyle, pinPlacements, type ColumnPin, type PinnableColumn, type PinPlacement } from './pinned-columns';
export { useResponsiveTableStyles } from './responsive-table.styles';
export { useSidewaysScrollCue, useSidewaysScrollCueStyles } from './sideways-scroll-cue';
export { SortHeader, type SortHeaderProps } from './sort-header';
export { sortOptions, SortSelect, type SortOption, type SortSelectProps } from './sort-select';
export { TruncatedText, type TruncatedTextProps } from './truncated-text';
