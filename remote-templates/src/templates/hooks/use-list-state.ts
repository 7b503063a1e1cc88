import { useCallback, useMemo } from 'react';
import { PAGE_SIZE_OPTIONS, useSearchState } from 'shared-ui';

const DEFAULT_PAGE_SIZE = 10;

function parsePageSize(value: string | null): number {
  const size = Number(value);
  return PAGE_SIZE_OPTIONS.includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/**
 * A tab's filters, page and page size, all kept in the URL query (?page, ?size and one key per
 * filter), so a reload, the back button or a shared link shows the same rows.
 */
export function useListState<K extends string>(keys: readonly K[]) {
  const { values, page, params, update } = useSearchState(keys);
  type Changes = Parameters<typeof update>[0];
  const pageSize = parsePageSize(params.get('size'));

  const setPage = useCallback((next: number) => update({ page: next > 1 ? next : null } as Changes), [update]);
  // A new size returns to page 1; the default size keeps the URL short.
  const setPageSize = useCallback((size: number) => update({ size: size === DEFAULT_PAGE_SIZE ? null : size, page: null } as Changes), [update]);
  // Any filter change returns to page 1 (useSearchState drops ?page).
  const applyFilters = useCallback((next: Record<K, string>) => update(trimmed(next) as Changes), [update]);
  const clearFilters = useCallback(() => update(Object.fromEntries(keys.map((key) => [key, null])) as Changes), [update, keys]);

  return useMemo(
    () => ({ values, page, pageSize, setPage, setPageSize, applyFilters, clearFilters }),
    [values, page, pageSize, setPage, setPageSize, applyFilters, clearFilters],
  );
}

function trimmed<K extends string>(values: Record<K, string>): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(values).map(([key, value]) => [key, value.trim()])) as Record<K, string>;
}
