import { useSearchParams } from 'react-router-dom';

/** The page from ?page=N; a missing or invalid value (text, 0, negative, fractional) is page 1. */
export function parsePage(raw: string | null): number {
  const page = Number(raw);
  return raw !== null && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function usePageParam(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const setPage = (page: number, options?: { replace?: boolean }) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(page));
        return next;
      },
      { replace: options?.replace ?? false },
    );
  return [parsePage(searchParams.get('page')), setPage];
}
