import type { VideoTaskFilters } from '../model/filters';

// One key factory for the remote; every key starts with 'videoTasks' because all remotes share
// one QueryClient, and invalidating ['videoTasks'] refreshes lists, details and stats together.
export const videoTaskKeys = {
  all: ['videoTasks'] as const,
  lists: () => [...videoTaskKeys.all, 'list'] as const,
  list: (filters: VideoTaskFilters, page: number) => [...videoTaskKeys.lists(), { ...filters, page }] as const,
  details: () => [...videoTaskKeys.all, 'detail'] as const,
  detail: (taskId: number) => [...videoTaskKeys.details(), taskId] as const,
  stats: () => [...videoTaskKeys.all, 'stats'] as const,
};
