import type { UserQuery } from '../model/filters';

// Every remote shares one QueryClient, so every key starts with 'users': one invalidation of
// `userKeys.all` refreshes the lists and the superuser count after a change.
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserQuery) => [...userKeys.lists(), query] as const,
  activeSuperusers: () => [...userKeys.all, 'active-superusers'] as const,
};
