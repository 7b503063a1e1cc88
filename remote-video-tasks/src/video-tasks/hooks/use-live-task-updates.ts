import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLiveChanges, type LiveChange } from '@video-admin/shared-ui/live';
import { videoTaskKeys } from '../api/video-task-keys';

/**
 * Changes that come close together (the worker finishing a batch of tasks) are fetched once:
 * the first one waits this long for the others, well within the second a change should take.
 */
export const COALESCE_MS = 150;

const concernsTasks = (change: LiveChange) => change.kind === 'task' || change.kind === 'reset';

/**
 * Keeps the task screen current from the server's change stream: on a task's change the list,
 * the summary cards and an open task's details are fetched again. True while the stream is open
 * (then nothing needs to poll).
 */
export function useLiveTaskUpdates(): boolean {
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  const onChange = useCallback(
    (change: LiveChange) => {
      if (!concernsTasks(change) || pending.current) return;
      pending.current = setTimeout(() => {
        pending.current = null;
        void queryClient.invalidateQueries({ queryKey: videoTaskKeys.all });
      }, COALESCE_MS);
    },
    [queryClient],
  );
  return useLiveChanges(onChange);
}
