import { useCallback, useMemo } from 'react';
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

  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>,
    [params, keys.join('|')],
  );
  const page = parsePage(params.get('page'));

  const update = useCallback(
    (changes: Partial<Record<K | 'page' | 'size', string | number | null>>) => {
      setParams(
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
    },
    [setParams],
  );

  return { values, page, params, update };
}
