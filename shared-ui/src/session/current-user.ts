import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserMePublic, UserPublic } from '../api/contract';
import { http } from '../http/api-client';
import { CURRENT_USER_PATH } from './current-user-path';

export type { UserPublic };

export const currentUserQuery = queryOptions({
  queryKey: ['currentUser'],
  // The first time, the client takes the answer the page asked for early, if it did (early-answers.ts).
  queryFn: () => http.get<UserMePublic>(CURRENT_USER_PATH),
  staleTime: 60_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
