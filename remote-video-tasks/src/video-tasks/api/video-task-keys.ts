import type { StatsFilters, VideoTaskFilters } from '../model/filters';
import { DEFAULT_TASK_SORT, type TaskSort } from '../model/sort';

// One key factory for the remote; every key starts with 'videoTasks' because all remotes share
// one QueryClient, and invalidating ['videoTasks'] refreshes lists, details and stats together.
export const videoTaskKeys = {
  all: ['videoTasks'] as const,
  lists: () => [...videoTaskKeys.all, 'list'] as const,
  // The list's own order is left out of the key: the same page in it is one cache entry.
  list: (filters: VideoTaskFilters, page: number, sort: TaskSort = DEFAULT_TASK_SORT) =>
    [
      ...videoTaskKeys.lists(),
      { ...filters, page, ...(sort.by === DEFAULT_TASK_SORT.by && sort.order === DEFAULT_TASK_SORT.order ? {} : { sort }) },
    ] as const,
  details: () => [...videoTaskKeys.all, 'detail'] as const,
  detail: (taskId: number) => [...videoTaskKeys.details(), taskId] as const,
  stats: (filters?: StatsFilters) =>
    filters ? ([...videoTaskKeys.all, 'stats', filters] as const) : ([...videoTaskKeys.all, 'stats'] as const),
};
