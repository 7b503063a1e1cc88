import type { CSSProperties } from 'react';

/** The edge of the scrolling box a column stays at while the columns between scroll sideways. */
export type ColumnPin = 'start' | 'end';

/** What pinning needs to know of a column; a table's own column type extends it. */
export interface PinnableColumn {
  id: string;
  /**
   * Kept in view at that edge while the rest scrolls: the row's identity at the start, its actions
   * at the end. Several columns may pin to one edge (a selection checkbox, then the id): they stack
   * in their order, so each one nearer the edge than another needs a `width`.
   */
  pin?: ColumnPin;
  /** A fixed width in px; a pinned column needs one when another column of its edge is pinned further in. */
  width?: number;
}

/** How one pinned column sits: its offset from its edge and whether it is the innermost (it casts the edge shadow). */
export interface PinPlacement {
  pin: ColumnPin;
  offset: number;
  innermost: boolean;
}

function placeEdge(columns: readonly PinnableColumn[], pin: ColumnPin, placements: Map<string, PinPlacement>) {
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
export function pinPlacements(columns: readonly PinnableColumn[]): Map<string, PinPlacement> {
  const placements = new Map<string, PinPlacement>();
  placeEdge(columns, 'start', placements);
  placeEdge(columns, 'end', placements);
  return placements;
}

/** The inline style of a column's cells: its fixed width and, when pinned, its offset from its edge. */
export function columnStyle(column: PinnableColumn, placement: PinPlacement | undefined): CSSProperties | undefined {
  const width = column.width === undefined ? undefined : { width: column.width, minWidth: column.width, maxWidth: column.width };
  if (!placement) return width;
  const offset = placement.pin === 'start' ? { insetInlineStart: placement.offset } : { insetInlineEnd: placement.offset };
  return { ...width, ...offset };
}
