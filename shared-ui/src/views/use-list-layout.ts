import { useCallback, useMemo, useState } from 'react';
import { readStoredLayout, storeLayout } from './layout-storage';
import { sanitizeLayout, shownColumns, type ChoosableColumn, type ListLayout, type ViewList } from './list-layout';

export interface ListLayoutState<C extends ChoosableColumn> {
  layout: ListLayout;
  setLayout: (layout: ListLayout) => void;
  /** The columns the table shows, in order. */
  shown: C[];
}

/** A list table's chosen columns and density, kept in this browser for the list. */
export function useListLayout<C extends ChoosableColumn>(list: ViewList, columns: readonly C[]): ListLayoutState<C> {
  const [layout, setState] = useState<ListLayout>(() => sanitizeLayout(columns, readStoredLayout(list)));
  const setLayout = useCallback(
    (next: ListLayout) => {
      setState(next);
      storeLayout(list, next);
    },
    [list],
  );
  const shown = useMemo(() => shownColumns(columns, layout), [columns, layout]);
  return { layout, setLayout, shown };
}
