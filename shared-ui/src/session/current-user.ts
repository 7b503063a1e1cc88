import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/api-client';

export interface UserPublic {
  id: string;
  email: string;
  full_name: string | null;
  is_active: boolean;
  is_superuser: boolean;
  created_at?: string;
}

export const currentUserQuery = queryOptions({
  queryKey: ['currentUser'],
  queryFn: () => http.get<UserPublic>('/api/v1/users/me'),
  staleTime: 60_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
