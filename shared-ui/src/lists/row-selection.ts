/**
 * Which rows of a list are selected: some rows by id (on this page and others seen under the same
 * filters), or every row the filters match, counted by the server and not listed here.
 */
export type RowSelection = { kind: 'ids'; ids: ReadonlySet<number> } | { kind: 'all' };

export const NO_ROWS: RowSelection = { kind: 'ids', ids: new Set() };

export function isRowSelected(selection: RowSelection, id: number): boolean {
  return selection.kind === 'all' || selection.ids.has(id);
}

export function isSelectionEmpty(selection: RowSelection): boolean {
  return selection.kind === 'ids' && selection.ids.size === 0;
}

/** How many rows the selection holds; "all matching" holds the list's total. */
export function selectedCount(selection: RowSelection, matching: number | undefined): number {
  return selection.kind === 'all' ? (matching ?? 0) : selection.ids.size;
}

/**
 * Selects or unselects one row. Unselecting a row out of "all matching" keeps the rows of this page
 * but that one: the server takes either every matching row or a list of ids, never all but some.
 */
export function toggleRow(selection: RowSelection, id: number, selected: boolean, pageIds: readonly number[]): RowSelection {
  const ids = new Set(selection.kind === 'all' ? pageIds : selection.ids);
  if (selected) ids.add(id);
  else ids.delete(id);
  return { kind: 'ids', ids };
}

/** Selects or unselects every row of the page, keeping what is selected on other pages. */
export function togglePage(selection: RowSelection, pageIds: readonly number[], selected: boolean): RowSelection {
  if (selection.kind === 'all') return selected ? selection : NO_ROWS;
  const ids = new Set(selection.ids);
  for (const id of pageIds) {
    if (selected) ids.add(id);
    else ids.delete(id);
  }
  return { kind: 'ids', ids };
}

/** The page's header checkbox: checked when every row of the page is, mixed when some are. */
export function pageCheckState(selection: RowSelection, pageIds: readonly number[]): boolean | 'mixed' {
  if (pageIds.length === 0) return false;
  const chosen = pageIds.filter((id) => isRowSelected(selection, id)).length;
  if (chosen === 0) return false;
  return chosen === pageIds.length ? true : 'mixed';
}
