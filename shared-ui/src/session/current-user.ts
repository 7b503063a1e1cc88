import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPublic } from '../api/contract';
import { http } from '../http/api-client';

export type { UserPublic };

export const currentUserQuery = queryOptions({
  queryKey: ['currentUser'],
  queryFn: () => http.get<UserPublic>('/api/v1/users/me'),
  staleTime: 60_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
