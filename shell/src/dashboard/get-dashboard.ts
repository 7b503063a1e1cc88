import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { Dashboard } from '@video-admin/shared-ui/contract';

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => http.get<Dashboard>('/api/v1/dashboard/'),
});

/** The dashboard's figures, in one call: the server counts them from its cached totals. */
export function useDashboard() {
  return useQuery(dashboardQuery);
}
