import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { VideoTaskList } from '@video-admin/shared-ui/contract';
import { pollingAllowed, useLiveStreamOpen } from '@video-admin/shared-ui/live';
import { AUTO_REFRESH_MS, hasActiveTasks } from '../model/auto-refresh';
import type { VideoTaskFilters } from '../model/filters';
import { TASK_SORT, type TaskSort } from '../model/sort';
import { videoTaskKeys } from './video-task-keys';

/** Every page holds ten tasks: the screen offers no page-size selector. */
export const PAGE_SIZE = 10;

export function getVideoTasks(
  filters: VideoTaskFilters,
  page: number,
  signal?: AbortSignal,
  sort: TaskSort = TASK_SORT.fallback,
): Promise<VideoTaskList> {
  const searchParams = new URLSearchParams({
    skip: String((page - 1) * PAGE_SIZE),
    limit: String(PAGE_SIZE),
    sort_by: sort.by,
    sort_order: sort.order,
  });
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) searchParams.set(key, String(value));
  }
  return http.get<VideoTaskList>('/api/backend/video-tasks/', { searchParams, signal });
}

/** `poll`: while the page shows pending or running tasks, fetch it every few seconds. */
export function videoTasksQueryOptions(filters: VideoTaskFilters, page: number, poll = true, sort: TaskSort = TASK_SORT.fallback) {
  return queryOptions({
    queryKey: videoTaskKeys.list(filters, page, sort),
    queryFn: ({ signal }) => getVideoTasks(filters, page, signal, sort),
    refetchInterval: (query) => (poll && hasActiveTasks(query.state.data?.data) ? AUTO_REFRESH_MS : false),
  });
}

/** Polls only while the change stream is down (the stream's changes refresh it otherwise). */
export function useVideoTasks(filters: VideoTaskFilters, page: number, sort: TaskSort = TASK_SORT.fallback) {
  const poll = !useLiveStreamOpen() && pollingAllowed();
  return useQuery(videoTasksQueryOptions(filters, page, poll, sort));
}
