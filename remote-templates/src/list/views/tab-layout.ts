import { sanitizeLayout, shownColumns, type ChoosableColumn, type ListLayout } from '@video-admin/shared-ui/views';
import type { TabId } from '../../model/tabs';
import type { Column } from '../components/table/column';

/**
 * Where a tab's chosen layout stays in this browser. The tabs' columns differ, so each tab keeps
 * its own: hiding a column on one leaves the others' as they were.
 */
export const tabLayoutKey = (tab: TabId) => `templates.${tab}`;

/** A tab's column as the column chooser lists it: the pinned id and actions are always shown, at their edges. */
export function choosableColumn<T>(column: Column<T>): ChoosableColumn {
  return { id: column.id, label: column.header, fixed: column.pin, hiddenByDefault: column.hiddenByDefault };
}

/**
 * The columns a tab's table shows by a layout as saved (in storage, or a view's): the fixed ones
 * at their edges, between them those the layout names that the tab has, in its order; with no
 * choice made, the tab's default view.
 */
export function columnsByLayout<T>(columns: readonly Column<T>[], saved: unknown): Column<T>[] {
  const choosable = columns.map(choosableColumn);
  const byId = new Map(columns.map((column) => [column.id, column]));
  return shownColumns(choosable, sanitizeLayout(choosable, saved)).map((column) => byId.get(column.id)!);
}

/**
 * A layout as saved, its shape checked but its columns not read by a tab's yet (they may be a tab's
 * whose code has not arrived): what the bar shows and changes until the tab tells its columns.
 */
export function savedLayout(value: unknown): ListLayout {
  const { density } = sanitizeLayout([], value);
  const ids = value && typeof value === 'object' ? (value as { columns?: unknown }).columns : undefined;
  return { columns: Array.isArray(ids) ? [...new Set(ids.filter((id): id is string => typeof id === 'string'))] : null, density };
}
