import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { UsersPublic } from '@video-admin/shared-ui/contract';
import { userKeys } from './user-keys';

// The list call's largest page.
const PAGE = 1000;

/**
 * How many active superusers there are: the list call has no superuser filter, so the users are
 * read a page of a thousand at a time (one call for any team this screen is for).
 */
export async function countActiveSuperusers(signal?: AbortSignal): Promise<number> {
  let active = 0;
  for (let skip = 0; ; skip += PAGE) {
    const page = await http.get<UsersPublic>('/api/v1/users/', { searchParams: { skip, limit: PAGE }, signal });
    active += page.data.filter((user) => user.is_active && user.is_superuser).length;
    if (page.data.length < PAGE || skip + PAGE >= page.count) return active;
  }
}

export function activeSuperusersQueryOptions() {
  return queryOptions({ queryKey: userKeys.activeSuperusers(), queryFn: ({ signal }) => countActiveSuperusers(signal) });
}

/** The number of active superusers; undefined until known (the screen then leaves the rule to the server). */
export function useActiveSuperusers() {
  return useQuery(activeSuperusersQueryOptions()).data;
}
