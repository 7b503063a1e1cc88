import { useCallback, useMemo } from 'react';
import { useSearchState } from '../../url/use-search-state';

export type SortOrder = 'asc' | 'desc';

/** A list's order: the column the server sorts on, and which way. */
export interface ListSort<C extends string = string> {
  by: C;
  order: SortOrder;
}

/**
 * A list's sorting, declared once: the columns the screen offers to sort on (as the list call's
 * sort_by names them) and the list's own order, which keeps out of the URL.
 */
export interface ListSortSpec<C extends string = string> {
  columns: readonly C[];
  fallback: ListSort<C>;
}

/** Declares a list's sorting; the own order must be on one of the columns. */
export function listSortSpec<const C extends string>(columns: readonly C[], fallback: ListSort<NoInfer<C>>): ListSortSpec<C> {
  return { columns, fallback };
}

/** An order of the list `S` declares. */
export type SortOf<S extends ListSortSpec> = ListSort<S['columns'][number]>;

/** The same column the same way. */
export const sameSort = (a: ListSort, b: ListSort) => a.by === b.by && a.order === b.order;

/** How a column header tells its order to assistive technology (aria-sort); undefined when the list is not in its order. */
export type SortDirection = 'ascending' | 'descending';

/** The URL keys of the order, beside the filters and the page: ?sort=<column>&order=<asc|desc>. */
export const SORT_SEARCH_KEYS = ['sort', 'order'] as const;

/** The order the URL asks for; a column the list does not sort on (an old or edited link) is the list's own order. */
export function parseSort<C extends string>(by: string, order: string, columns: readonly C[], fallback: ListSort<C>): ListSort<C> {
  if (!(columns as readonly string[]).includes(by)) return fallback;
  return { by: by as C, order: order === 'desc' ? 'desc' : 'asc' };
}

/**
 * The order after a click on `column`'s header: ascending first, then descending, then back to the
 * list's own order. The column the list is ordered by anyway turns between its two ways.
 */
export function nextSort<C extends string>(current: ListSort<C>, column: C, fallback: ListSort<C>): ListSort<C> {
  if (current.by !== column) return { by: column, order: 'asc' };
  if (current.order === 'asc') return { by: column, order: 'desc' };
  return column === fallback.by && fallback.order === 'desc' ? { by: column, order: 'asc' } : fallback;
}

export function sortDirection<C extends string>(sort: ListSort<C>, column: C): SortDirection | undefined {
  if (sort.by !== column) return undefined;
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

/** A sort as one value (a select's option): 'created_at:asc'. */
export const sortValue = (sort: ListSort) => `${sort.by}:${sort.order}`;

/**
 * A list's order kept in the URL like its filters (?sort, ?order), so a reload or a shared link
 * shows the rows in the same order. The list's own order leaves the URL; any change of order
 * returns the pager to page 1.
 */
export function useListSort<C extends string>(columns: readonly C[], fallback: ListSort<C>) {
  const { values, update } = useSearchState(SORT_SEARCH_KEYS);
  const { by: fallbackBy, order: fallbackOrder } = fallback;
  const columnsKey = columns.join(',');
  const sort = useMemo(
    () => parseSort(values.sort, values.order, columnsKey.split(',') as C[], { by: fallbackBy, order: fallbackOrder }),
    [values, columnsKey, fallbackBy, fallbackOrder],
  );
  const setSort = useCallback(
    (next: ListSort<C>) => {
      update(sameSort(next, { by: fallbackBy, order: fallbackOrder }) ? { sort: null, order: null } : { sort: next.by, order: next.order });
    },
    [update, fallbackBy, fallbackOrder],
  );
  const toggle = useCallback(
    (column: C) => setSort(nextSort(sort, column, { by: fallbackBy, order: fallbackOrder })),
    [setSort, sort, fallbackBy, fallbackOrder],
  );
  return useMemo(() => ({ sort, setSort, toggle }), [sort, setSort, toggle]);
}

export type ListSortState<C extends string = string> = ReturnType<typeof useListSort<C>>;
