import type { Selectable } from 'kysely';
import type { BulkJobItemsTable, BulkJobsTable } from './bulk-jobs.tables.js';

/** A bulk job and one of its rows as the repository returns them (counts as numbers on every database). */
export type JobRow = Selectable<BulkJobsTable>;
export type ItemRow = Selectable<BulkJobItemsTable>;

export type RowOutcome = { ok: true } | { ok: false; reason: string };

export const toJob = (row: JobRow): JobRow => ({
  ...row,
  id: Number(row.id),
  total: Number(row.total),
  succeeded: Number(row.succeeded),
  failed: Number(row.failed),
});

export const toItem = (row: ItemRow): ItemRow => ({
  ...row,
  job_id: Number(row.job_id),
  position: Number(row.position),
  target_id: Number(row.target_id),
});
