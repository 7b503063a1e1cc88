import type { ColumnType } from 'kysely';
import type { Database } from '../../db/types.js';

/** Generated on insert, read as a number. */
type Serial = ColumnType<number, never, never>;
/** A counter: starts at the column's default, moved by increments. */
type Counter = ColumnType<number, number | undefined, number>;

/** An admin's bulk action: what was asked, who asked, the lease of the instance running it, the totals. */
export interface BulkJobsTable {
  id: Serial;
  list: string;
  action: string;
  /** JSON: the action's parameters (task_status of a status change), or null. */
  params: string | null;
  /** JSON: how the rows were chosen ({ids: n} or {filters, expected_count}), for the record. */
  selection: string;
  actor_id: string | null;
  actor_email: string | null;
  status: string;
  /** Why the job ended before its last row (cancelled, or a StopReason of the runner's check); null otherwise. */
  stop_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The same in words, for people (Chinese, as the rows' reasons). */
  stop_detail: ColumnType<string | null, string | null | undefined, string | null>;
  total: number;
  succeeded: Counter;
  failed: Counter;
  locked_by: string | null;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

/** One selected template or task of a job, in the order chosen, with its outcome once run. */
export interface BulkJobItemsTable {
  job_id: number;
  position: number;
  target_id: number;
  state: string;
  reason: string | null;
  /** Set when a runner starts the row: a row started but never finished was cut off by a crash. */
  started_at: string | null;
  finished_at: string | null;
}

/** The application's tables and the two of bulk jobs. */
export interface BulkJobsDatabase extends Database {
  bulk_jobs: BulkJobsTable;
  bulk_job_items: BulkJobItemsTable;
}
