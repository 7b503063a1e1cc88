import { queryOptions } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { ItemsPublic } from '@video-admin/shared-ui/contract';

/** The screen shows the first page of the list; a pager would ask for the next with `skip`. */
export const MY_ITEMS_PAGE_SIZE = 20;

/** The signed-in person's items (the API answers each person with their own), through shared-ui's client: its token, its errors. */
export function myItemsQuery() {
  return queryOptions({
    queryKey: ['__module__', 'my-items'],
    queryFn: ({ signal }) => http.get<ItemsPublic>('/api/v1/items/', { searchParams: { skip: 0, limit: MY_ITEMS_PAGE_SIZE }, signal }),
  });
}
