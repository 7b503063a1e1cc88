import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  bulkJobKeys,
  cancelBulkJob,
  changedCount,
  createBulkJob,
  getBulkJob,
  isFinished,
  type BulkList,
  type BulkRequest,
} from './bulk-jobs';
import { followedJob, followJob } from './bulk-job-store';

/** While a job runs its progress is asked for every second. */
export const BULK_POLL_MS = 1000;
/** How many times a moved count is confirmed again before giving up (the list is changing fast). */
const MAX_RECOUNTS = 3;

export interface BulkJobRun {
  /** Starts the job; asks `confirmRecount` with the new count when "all matching" moved meanwhile. Resolves true once started. */
  start: (request: BulkRequest, confirmRecount: (matching: number) => Promise<boolean>) => Promise<boolean>;
  /** The followed job with its progress (and its failures once known), or undefined. */
  job: ReturnType<typeof useBulkJobQuery>['data'];
  starting: boolean;
  /** Why the job did not start, if it did not. */
  startError: unknown;
  /** Why the followed job's progress could not be read, if it could not. */
  followError: unknown;
  /** Stops following the job (the summary is closed); it goes on on the server if it still runs. */
  dismiss: () => void;
  /** Cancels the followed job on the server: no further row runs; the answer shows what it had done. */
  cancel: () => Promise<void>;
  cancelling: boolean;
  /** Why the cancel was refused, if it was. */
  cancelError: unknown;
}

function useBulkJobQuery(id: number | undefined) {
  return useQuery({
    queryKey: bulkJobKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getBulkJob(id!, signal),
    enabled: id !== undefined,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : BULK_POLL_MS),
  });
}

/**
 * A list screen's bulk job: starting it (the 409 of a moved count confirmed again with the new
 * count), following its progress, cancelling it, and `onFinished` once it runs no further row
 * (completed, stopped or cancelled), so the list and its counts refresh.
 */
export function useBulkJob(list: BulkList, onFinished: () => void): BulkJobRun {
  const queryClient = useQueryClient();
  const [id, setId] = useState(() => followedJob(list));
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<unknown>(null);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<unknown>(null);
  const query = useBulkJobQuery(id);
  const job = query.data;
  const { refetch } = query;

  const finishedFor = useRef<number | undefined>(undefined);
  const finished = isFinished(job) ? job?.id : undefined;
  useEffect(() => {
    if (finished === undefined || finishedFor.current === finished) return;
    finishedFor.current = finished;
    onFinished();
  }, [finished, onFinished]);

  const follow = useCallback(
    (next: number | undefined) => {
      followJob(list, next);
      setId(next);
    },
    [list],
  );

  const start = useCallback(
    async (request: BulkRequest, confirmRecount: (matching: number) => Promise<boolean>) => {
      setStarting(true);
      setStartError(null);
      let asked = request;
      try {
        for (let attempt = 0; ; attempt += 1) {
          try {
            const created = await createBulkJob(asked);
            queryClient.setQueryData(bulkJobKeys.detail(created.id), { ...created, failures: [] });
            follow(created.id);
            return true;
          } catch (error) {
            const matching = changedCount(error);
            if (matching === undefined || attempt >= MAX_RECOUNTS || !('filters' in asked.target)) throw error;
            if (matching === 0 || !(await confirmRecount(matching))) return false;
            asked = { ...asked, target: { ...asked.target, expectedCount: matching } };
          }
        }
      } catch (error) {
        setStartError(error);
        return false;
      } finally {
        setStarting(false);
      }
    },
    [queryClient, follow],
  );

  const dismiss = useCallback(() => {
    follow(undefined);
    setStartError(null);
    setCancelError(null);
  }, [follow]);

  const cancel = useCallback(async () => {
    if (id === undefined) return;
    setCancelling(true);
    setCancelError(null);
    try {
      queryClient.setQueryData(bulkJobKeys.detail(id), await cancelBulkJob(id));
    } catch (error) {
      setCancelError(error);
      // A job that finished meanwhile (409) shows as it ended.
      void refetch();
    } finally {
      setCancelling(false);
    }
  }, [id, queryClient, refetch]);

  return { start, job, starting, startError, followError: job ? null : query.error, dismiss, cancel, cancelling, cancelError };
}
