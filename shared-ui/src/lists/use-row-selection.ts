import { useCallback, useMemo, useState } from 'react';
import { NO_ROWS, pageCheckState, toggleRow, togglePage, type RowSelection } from './row-selection';

export interface RowSelectionState {
  selection: RowSelection;
  /** The page's header checkbox state. */
  pageState: boolean | 'mixed';
  toggleRow: (id: number, selected: boolean) => void;
  togglePage: (selected: boolean) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

/**
 * The rows an admin selected in one list. `scope` names what the rows were chosen among (the tab
 * and its filters, not the page): the selection is kept while paging and starts empty when the
 * scope changes, since rows chosen under other filters may not be in the list any more.
 */
export function useRowSelection(scope: string, pageIds: readonly number[]): RowSelectionState {
  const [state, setState] = useState<{ scope: string; selection: RowSelection }>({ scope, selection: NO_ROWS });
  const selection = state.scope === scope ? state.selection : NO_ROWS;
  const update = useCallback(
    (change: (current: RowSelection) => RowSelection) =>
      setState((previous) => ({ scope, selection: change(previous.scope === scope ? previous.selection : NO_ROWS) })),
    [scope],
  );
  // One object per change, so a table's columns built from it are rebuilt only then.
  return useMemo(
    () => ({
      selection,
      pageState: pageCheckState(selection, pageIds),
      toggleRow: (id: number, selected: boolean) => update((current) => toggleRow(current, id, selected, pageIds)),
      togglePage: (selected: boolean) => update((current) => togglePage(current, pageIds, selected)),
      selectAllMatching: () => update(() => ({ kind: 'all' })),
      clear: () => update(() => NO_ROWS),
    }),
    [selection, pageIds, update],
  );
}
