import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { ItemsPublic } from '@video-admin/shared-ui/contract';
import { ITEMS_PAGE_SIZE } from '../model/items-page';
import { itemKeys } from './item-keys';

export function getItems(page: number, signal?: AbortSignal): Promise<ItemsPublic> {
  const skip = (page - 1) * ITEMS_PAGE_SIZE;
  return http.get<ItemsPublic>('/api/v1/items/', { searchParams: { skip, limit: ITEMS_PAGE_SIZE }, signal });
}

export function itemsQueryOptions(page: number) {
  return queryOptions({
    queryKey: itemKeys.list(page),
    queryFn: ({ signal }) => getItems(page, signal),
    // The previous page's answer stays as a placeholder while the next loads: the table shows
    // skeleton rows, but the pager keeps its place under the pointer.
    placeholderData: keepPreviousData,
  });
}

export function useItems(page: number) {
  return useQuery(itemsQueryOptions(page));
}
