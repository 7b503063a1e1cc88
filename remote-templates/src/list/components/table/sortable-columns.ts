import type { TEMPLATE_SORT_COLUMNS } from '../../../model/template-list';
import type { Column } from './column';

export type SortableColumn = (typeof TEMPLATE_SORT_COLUMNS)[number];

/** The order a column's header asks for, by the column ids the tabs share (use-common-columns). */
const SORT_BY_COLUMN_ID: Partial<Record<string, SortableColumn>> = {
  id: 'template_id',
  platform: 'template_platform',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

/** The order `column`'s header asks for: its own `sort`, or the one of its id; undefined (or false) when it has none. */
export function sortOf<T>(column: Column<T>): SortableColumn | undefined {
  if (column.sort === false) return undefined;
  return column.sort ?? SORT_BY_COLUMN_ID[column.id];
}

/** The name of each order in the phone's sort select: the column's header text key. */
export const SORT_LABEL_KEYS: Record<SortableColumn, string> = {
  template_id: 'columns.id',
  template_platform: 'columns.platform',
  created_at: 'columns.createdAt',
  updated_at: 'columns.updatedAt',
};
