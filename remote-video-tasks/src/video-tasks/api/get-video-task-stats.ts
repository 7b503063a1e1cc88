import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-ui';
import type { VideoTaskStats } from 'shared-ui/contract';
import { AUTO_REFRESH_MS } from '../model/auto-refresh';
import { videoTaskKeys } from './video-task-keys';

export function getVideoTaskStats(signal?: AbortSignal): Promise<VideoTaskStats> {
  return http.get<VideoTaskStats>('/api/backend/video-tasks/stats/summary', { signal });
}

export function videoTaskStatsQueryOptions(autoRefresh: boolean) {
  return queryOptions({
    queryKey: videoTaskKeys.stats(),
    queryFn: ({ signal }) => getVideoTaskStats(signal),
    refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false,
  });
}

/** `autoRefresh` while the listed tasks include pending or running ones (the list decides). */
export function useVideoTaskStats(autoRefresh: boolean) {
  return useQuery(videoTaskStatsQueryOptions(autoRefresh));
}
