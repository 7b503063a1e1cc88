import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { VideoTask } from '@video-admin/shared-ui/contract';
import { pollingAllowed } from '@video-admin/shared-ui/live';
import { videoTaskKeys } from '../api/video-task-keys';
import { hasActiveTasks } from '../model/auto-refresh';
import { useLiveTaskUpdates } from './use-live-task-updates';

/**
 * Keeps the screen current: from the change stream while it is open, and otherwise by polling.
 * Answers whether the stats should poll: only while the stream is down (and polling is allowed,
 * see pollingAllowed) and the listed tasks include pending or running ones. The list's own poll
 * is what sees the last task finish, and by then the stats' poll is switched off one step behind;
 * so the stats are fetched once more when polling stops.
 */
export function useAutoRefresh(tasks: readonly VideoTask[] | undefined): boolean {
  const queryClient = useQueryClient();
  const live = useLiveTaskUpdates();
  const active = hasActiveTasks(tasks) && !live && pollingAllowed();
  const wasActive = useRef(active);

  useEffect(() => {
    if (wasActive.current && !active) void queryClient.invalidateQueries({ queryKey: videoTaskKeys.stats() });
    wasActive.current = active;
  }, [active, queryClient]);

  return active;
}
