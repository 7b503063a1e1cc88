import type { ReactNode } from 'react';
import type { PinnableColumn } from '@video-admin/shared-ui/lists';
import type { TEMPLATE_SORT_COLUMNS } from '../../../model/template-list';

export { columnStyle, pinPlacements, type ColumnPin, type PinPlacement } from '@video-admin/shared-ui/lists';

/**
 * Where a column's value goes when a phone shows each row as a card: `select` (the selection
 * checkbox, heading the card), `id` (first, as #12), `title`
 * (the name, bold), `badge` (beside the title), `media` (a thumbnail or video), `field` (a line of
 * label and value) or `actions` (the buttons, last). A column with no place is left off the card.
 */
export type CardPlace = 'select' | 'id' | 'title' | 'badge' | 'media' | 'field' | 'actions';

/** A column of the templates' tables; `pin` and `width` keep it in view at an edge (PinnableColumn). */
export interface Column<T> extends PinnableColumn {
  header: string;
  /** What the header cell shows instead of the name (the selection column's page checkbox). */
  headerContent?: ReactNode;
  render: (row: T) => ReactNode;
  /** Its place on the phone's card; an end-pinned column is the card's actions unless it says otherwise. */
  card?: CardPlace;
  /**
   * The order its header asks the server for. The shared columns (id, platform, createdAt,
   * updatedAt) have theirs by id (sortable-columns.ts); false leaves one unsortable.
   */
  sort?: (typeof TEMPLATE_SORT_COLUMNS)[number] | false;
  /**
   * Left out of the tab's default view, so that view fits a 1280 px screen without scrolling
   * sideways; a person may still choose it (the name is the column chooser's, ChoosableColumn).
   * Its value stays in the template's dialog.
   */
  hiddenByDefault?: boolean;
}

/** The column, left out of its tab's default view (see Column.hiddenByDefault). */
export function offDefaultView<T>(column: Column<T>): Column<T> {
  return { ...column, hiddenByDefault: true };
}

/** The columns a tab shows when the person has chosen none: those not hidden by default, in order. */
export function defaultView<T>(columns: readonly Column<T>[]): Column<T>[] {
  return columns.filter((column) => !column.hiddenByDefault);
}

/** The card place of a column, end-pinned columns being the actions unless they say otherwise. */
export function cardPlace<T>(column: Column<T>): CardPlace | undefined {
  return column.card ?? (column.pin === 'end' ? 'actions' : undefined);
}
