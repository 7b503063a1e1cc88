import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { ViewAsPublic } from '@video-admin/shared-ui/contract';

export const VIEW_AS_URL = '/api/v1/view-as';

/** What this session views the product as (a superuser's view-as), or null: read once per page load. */
export const currentViewAsQuery = queryOptions({
  queryKey: ['view-as'],
  queryFn: () => http.get<ViewAsPublic | null>(VIEW_AS_URL),
  staleTime: Infinity,
});

export const useCurrentViewAs = () => useQuery(currentViewAsQuery);
