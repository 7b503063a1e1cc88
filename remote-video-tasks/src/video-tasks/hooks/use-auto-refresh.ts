import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { VideoTask } from 'shared-ui/contract';
import { videoTaskKeys } from '../api/video-task-keys';
import { hasActiveTasks } from '../model/auto-refresh';

/**
 * Whether the stats should poll: while the listed tasks include pending or running ones. The
 * list's own poll is what sees the last task finish, and by then the stats' poll is switched off
 * one step behind; so the stats are fetched once more when polling stops.
 */
export function useAutoRefresh(tasks: readonly VideoTask[] | undefined): boolean {
  const queryClient = useQueryClient();
  const active = hasActiveTasks(tasks);
  const wasActive = useRef(active);

  useEffect(() => {
    if (wasActive.current && !active) void queryClient.invalidateQueries({ queryKey: videoTaskKeys.stats() });
    wasActive.current = active;
  }, [active, queryClient]);

  return active;
}
