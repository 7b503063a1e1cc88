import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { UsersPublic } from '@video-admin/shared-ui/contract';
import type { UserQuery } from '../model/filters';
import { userKeys } from './user-keys';

export function getUsers(query: UserQuery, signal?: AbortSignal): Promise<UsersPublic> {
  return http.get<UsersPublic>('/api/v1/users/', { searchParams: { ...query }, signal });
}

export function usersQueryOptions(query: UserQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    // The previous answer stays while the next page or filter loads: the pager keeps its place.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UserQuery) {
  return useQuery(usersQueryOptions(query));
}
