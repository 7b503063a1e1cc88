export { CARDS_QUERY } from './cards-query';
export { columnStyle, pinPlacements, type ColumnPin, type PinnableColumn, type PinPlacement } from './pinned-columns';
export { useResponsiveTableStyles } from './responsive-table.styles';
