import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Parses a positive integer page number; anything else falls back to 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Filters and page kept in the URL query, so a reload or a shared link shows the same view.
 * Setting any key other than `page` returns to page 1; empty values are removed.
 */
export function useSearchState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();

  // Keyed by the values themselves, not by the URL: a change of ?page or ?size leaves `values`
  // (and whatever is memoised on it, such as a filter bar) as it was.
  const valuesKey = JSON.stringify(keys.map((key) => [key, params.get(key) ?? '']));
  const values = useMemo(() => Object.fromEntries(JSON.parse(valuesKey) as [K, string][]) as Record<K, string>, [valuesKey]);
  const page = parsePage(params.get('page'));

  // react-router gives a new setParams with every URL; `update` stays the same function, so
  // the callbacks built on it do not re-render what they are passed to.
  const latestSetParams = useRef(setParams);
  useLayoutEffect(() => {
    latestSetParams.current = setParams;
  }, [setParams]);

  const update = useCallback((changes: Partial<Record<K | 'page' | 'size', string | number | null>>) => {
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
      { replace: false },
    );
  }, []);

  return { values, page, params, update };
}
