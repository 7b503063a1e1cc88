import { useQuery } from '@tanstack/react-query';
import type { ViewList } from './list-layout';
import { getViews, viewKeys } from './views-api';

/**
 * The person's views of a list and those shared with them: data only, so a list can apply its
 * default view at once while the bar's menus and dialog stay unloaded.
 */
export function useListViews(list: ViewList) {
  return useQuery({ queryKey: viewKeys.list(list), queryFn: ({ signal }) => getViews(list, signal), staleTime: 30_000 });
}
