// Every remote shares one QueryClient, so every key starts with 'items': one invalidation of
// `itemKeys.all` refreshes every page after a change.
export const itemKeys = {
  all: ['items'] as const,
  lists: () => [...itemKeys.all, 'list'] as const,
  list: (page: number) => [...itemKeys.lists(), { page }] as const,
};
