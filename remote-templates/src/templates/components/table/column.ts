import type { CSSProperties, ReactNode } from 'react';

/** The edge of the scrolling box a column stays at while the columns between scroll sideways. */
export type ColumnPin = 'start' | 'end';

/**
 * Where a column's value goes when a phone shows each row as a card: `id` (first, as #12), `title`
 * (the name, bold), `badge` (beside the title), `media` (a thumbnail or video), `field` (a line of
 * label and value) or `actions` (the buttons, last). A column with no place is left off the card.
 */
export type CardPlace = 'id' | 'title' | 'badge' | 'media' | 'field' | 'actions';

export interface Column<T> {
  id: string;
  header: string;
  render: (row: T) => ReactNode;
  /**
   * Kept in view at that edge while the rest scrolls: the row's identity at the start, its actions
   * at the end. Several columns may pin to one edge (a selection checkbox, then the id): they stack
   * in their order, so each one nearer the edge than another needs a `width`.
   */
  pin?: ColumnPin;
  /** A fixed width in px; a pinned column needs one when another column of its edge is pinned further in. */
  width?: number;
  /** Its place on the phone's card; an end-pinned column is the card's actions unless it says otherwise. */
  card?: CardPlace;
}

/** How one pinned column sits: its offset from its edge and whether it is the innermost (it casts the edge shadow). */
export interface PinPlacement {
  pin: ColumnPin;
  offset: number;
  innermost: boolean;
}

function placeEdge<T>(columns: Column<T>[], pin: ColumnPin, placements: Map<string, PinPlacement>) {
  const pinned = columns.filter((column) => column.pin === pin);
  // The outermost column sits at the edge; each next one sits past the widths of those outside it.
  const outsideIn = pin === 'start' ? pinned : [...pinned].reverse();
  let offset = 0;
  outsideIn.forEach((column, index) => {
    const innermost = index === outsideIn.length - 1;
    placements.set(column.id, { pin, offset, innermost });
    if (innermost) return;
    if (column.width === undefined) {
      throw new Error(`Column "${column.id}" is pinned outside another pinned column, so it needs a width.`);
    }
    offset += column.width;
  });
}

/** Where each pinned column sits, by column id. */
export function pinPlacements<T>(columns: Column<T>[]): Map<string, PinPlacement> {
  const placements = new Map<string, PinPlacement>();
  placeEdge(columns, 'start', placements);
  placeEdge(columns, 'end', placements);
  return placements;
}

/** The inline style of a column's cells: its fixed width and, when pinned, its offset from its edge. */
export function columnStyle<T>(column: Column<T>, placement: PinPlacement | undefined): CSSProperties | undefined {
  const width = column.width === undefined ? undefined : { width: column.width, minWidth: column.width, maxWidth: column.width };
  if (!placement) return width;
  const offset = placement.pin === 'start' ? { insetInlineStart: placement.offset } : { insetInlineEnd: placement.offset };
  return { ...width, ...offset };
}

/** The card place of a column, end-pinned columns being the actions unless they say otherwise. */
export function cardPlace<T>(column: Column<T>): CardPlace | undefined {
  return column.card ?? (column.pin === 'end' ? 'actions' : undefined);
}
