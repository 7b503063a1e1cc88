import { ApiError, http } from '@video-admin/shared-ui';
import type { BulkJob, BulkJobCountChanged, BulkJobCreate, BulkJobDetail, BulkJobFilters } from '@video-admin/shared-ui/contract';

export type BulkList = BulkJobCreate['list'];
export type BulkActionName = BulkJobCreate['action'];

/** The rows a job acts on: ids chosen one by one, or every row the list's filters match, as counted when confirmed. */
export type BulkTarget = { ids: number[] } | { filters: BulkJobFilters; expectedCount: number };

export interface BulkRequest {
  list: BulkList;
  action: BulkActionName;
  /** The new status of set_status. */
  taskStatus?: number;
  target: BulkTarget;
}

export const bulkJobKeys = {
  all: ['bulk-jobs'] as const,
  detail: (id: number) => [...bulkJobKeys.all, id] as const,
};

export function bulkJobBody({ list, action, taskStatus, target }: BulkRequest): BulkJobCreate {
  const rows = 'ids' in target ? { ids: target.ids } : { filters: target.filters, expected_count: target.expectedCount };
  return { list, action, ...(taskStatus === undefined ? {} : { task_status: taskStatus }), ...rows };
}

/** Starts a job on the server (202): it runs there row by row, whether or not this screen stays open. */
export function createBulkJob(request: BulkRequest): Promise<BulkJob> {
  return http.post<BulkJob>('/api/backend/bulk-jobs/', { json: bulkJobBody(request) });
}

export function getBulkJob(id: number, signal?: AbortSignal): Promise<BulkJobDetail> {
  return http.get<BulkJobDetail>(`/api/backend/bulk-jobs/${id}`, { signal });
}

/** Cancels a job not yet finished; the answer is the job, cancelled, with what it had done. */
export function cancelBulkJob(id: number): Promise<BulkJobDetail> {
  return http.post<BulkJobDetail>(`/api/backend/bulk-jobs/${id}/cancel`, { json: {} });
}

/** Whether the job will run no further row: completed, or ended early (stopped, cancelled). */
export const isFinished = (job: Pick<BulkJob, 'status'> | undefined): boolean =>
  job?.status === 'completed' || job?.status === 'stopped' || job?.status === 'cancelled';

/**
 * The rows matching now, when the server refused "all matching" because their number moved by more
 * than 1 % since the admin confirmed; undefined for any other failure.
 */
export function changedCount(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const count = (error.body as Partial<BulkJobCountChanged> | null | undefined)?.matching_count;
  return typeof count === 'number' ? count : undefined;
}
