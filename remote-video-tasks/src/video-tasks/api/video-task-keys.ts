import { sameSort } from '@video-admin/shared-ui/lists';
import type { StatsFilters, VideoTaskFilters } from '../model/filters';
import { TASK_SORT, type TaskSort } from '../model/sort';

// One key factory for the remote; every key starts with 'videoTasks' because all remotes share
// one QueryClient, and invalidating ['videoTasks'] refreshes lists, details and stats together.
export const videoTaskKeys = {
  all: ['videoTasks'] as const,
  lists: () => [...videoTaskKeys.all, 'list'] as const,
  // The list's own order is left out of the key: the same page in it is one cache entry.
  list: (filters: VideoTaskFilters, page: number, sort: TaskSort = TASK_SORT.fallback) =>
    [...videoTaskKeys.lists(), { ...filters, page, ...(sameSort(sort, TASK_SORT.fallback) ? {} : { sort }) }] as const,
  details: () => [...videoTaskKeys.all, 'detail'] as const,
  detail: (taskId: number) => [...videoTaskKeys.details(), taskId] as const,
  stats: (filters?: StatsFilters) =>
    filters ? ([...videoTaskKeys.all, 'stats', filters] as const) : ([...videoTaskKeys.all, 'stats'] as const),
};
