import { queryOptions } from '@tanstack/react-query';
import { listItems } from './items-api';

export const ITEMS_PAGE_SIZE = 5;

// Every key starts with 'items' (the spec's key): all remotes share one cache, and one
// invalidation of ['items'] refreshes every page after a change.
export const itemKeys = {
  all: ['items'] as const,
  lists: () => [...itemKeys.all, 'list'] as const,
  list: (page: number) => [...itemKeys.lists(), { page }] as const,
};

export function itemsPageQuery(page: number) {
  const skip = (page - 1) * ITEMS_PAGE_SIZE;
  return queryOptions({
    queryKey: itemKeys.list(page),
    queryFn: ({ signal }) => listItems({ skip, limit: ITEMS_PAGE_SIZE }, signal),
  });
}
