import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { VideoTaskStats } from '@video-admin/shared-ui/contract';
import { AUTO_REFRESH_MS } from '../model/auto-refresh';
import type { StatsFilters } from '../model/filters';
import { videoTaskKeys } from './video-task-keys';

/** The counts of the tasks the list's filters but the status match: the cards break them down by status. */
export function getVideoTaskStats(filters: StatsFilters, signal?: AbortSignal): Promise<VideoTaskStats> {
  return http.get<VideoTaskStats>('/api/backend/video-tasks/stats/summary', { searchParams: { ...filters }, signal });
}

export function videoTaskStatsQueryOptions(autoRefresh: boolean, filters: StatsFilters = {}) {
  return queryOptions({
    queryKey: videoTaskKeys.stats(filters),
    queryFn: ({ signal }) => getVideoTaskStats(filters, signal),
    refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false,
    // Another filter's counts come in place of these: keep showing these meanwhile.
    placeholderData: (previous) => previous,
  });
}

/** `autoRefresh` while the listed tasks include pending or running ones (the list decides). */
export function useVideoTaskStats(autoRefresh: boolean, filters: StatsFilters = {}) {
  return useQuery(videoTaskStatsQueryOptions(autoRefresh, filters));
}
