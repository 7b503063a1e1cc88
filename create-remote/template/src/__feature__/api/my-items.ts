import { queryOptions } from '@tanstack/react-query';
import { api } from '@video-admin/shared-ui/api';

/** The screen shows the first page of the list; a pager would ask for the next with `skip`. */
export const MY_ITEMS_PAGE_SIZE = 20;

/**
 * The signed-in person's items (the API answers each person with their own), through shared-ui's
 * typed client: its token and errors, and the path, query and answer checked against the API's types.
 */
export function myItemsQuery() {
  return queryOptions({
    queryKey: ['__module__', 'my-items'],
    queryFn: ({ signal }) => api.get('/api/v1/items/', { query: { skip: 0, limit: MY_ITEMS_PAGE_SIZE }, signal }),
  });
}
