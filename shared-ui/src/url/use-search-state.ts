import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../components/pager/page-size-options';

/** The page from ?page=N; a missing or invalid value (text, 0, negative, fractional, too large) is page 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The page size from ?size=N: one the pager offers, or else the default. */
export function parsePageSize(value: string | null): number {
  const size = Number(value);
  return PAGE_SIZE_OPTIONS.includes(size) ? size : DEFAULT_PAGE_SIZE;
}

type SearchValue = string | number | null;
export type SearchChanges<K extends string> = Partial<Record<K, SearchValue>> & { page?: SearchValue; size?: SearchValue };

const NO_FILTERS: readonly never[] = [];

/**
 * A list's filters, page and page size kept in the URL query (one key per filter, ?page, ?size),
 * so a reload, the back button or a shared link shows the same rows.
 *
 * `update` sets any of them (null or '' removes one); a change that does not name the page
 * returns to page 1. `setPage` and `setPageSize` leave page 1 and the default size out of the URL.
 */
export function useSearchState<K extends string = never>(keys: readonly K[] = NO_FILTERS) {
  const [params, setParams] = useSearchParams();

  // Keyed by the values themselves, not by the URL: a change of ?page or ?size leaves `values`
  // (and whatever is memoised on it, such as a filter bar) as it was.
  const valuesKey = JSON.stringify(keys.map((key) => [key, params.get(key) ?? '']));
  const values = useMemo(() => Object.fromEntries(JSON.parse(valuesKey) as [K, string][]) as Record<K, string>, [valuesKey]);
  const page = parsePage(params.get('page'));
  const pageSize = parsePageSize(params.get('size'));

  // react-router gives a new setParams with every URL; `update` stays the same function, so
  // the callbacks built on it do not re-render what they are passed to.
  const latestSetParams = useRef(setParams);
  useLayoutEffect(() => {
    latestSetParams.current = setParams;
  }, [setParams]);

  const write = useCallback((changes: Partial<Record<string, SearchValue>>, { replace = false }: { replace?: boolean } = {}) => {
    latestSetParams.current(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace },
    );
  }, []);
  const update: (changes: SearchChanges<K>, options?: { replace?: boolean }) => void = write;

  const setPage = useCallback((next: number) => write({ page: next > 1 ? next : null }), [write]);
  // A new size returns to page 1.
  const setPageSize = useCallback((size: number) => write({ size: size === DEFAULT_PAGE_SIZE ? null : size, page: null }), [write]);
  /** A filter bar's values, trimmed; back to page 1. */
  const applyFilters = useCallback(
    (next: Record<K, string>) => write(Object.fromEntries(Object.entries<string>(next).map(([key, value]) => [key, value.trim()]))),
    [write],
  );
  const clearFilters = useCallback(() => write(Object.fromEntries(keys.map((key) => [key, null]))), [write, keys]);

  return useMemo(
    () => ({ values, page, pageSize, update, setPage, setPageSize, applyFilters, clearFilters }),
    [values, page, pageSize, update, setPage, setPageSize, applyFilters, clearFilters],
  );
}

export type SearchState<K extends string = never> = ReturnType<typeof useSearchState<K>>;
