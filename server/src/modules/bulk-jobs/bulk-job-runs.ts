import { sql, type Kysely } from 'kysely';
import { nowIso } from '../../lib/time.js';
import type { Dialect } from '../video-media/repository-context.js';
import { toItem, toJob, type ItemRow, type JobRow, type RowOutcome } from './bulk-job-rows.js';
import type { BulkJobsDatabase } from './bulk-jobs.tables.js';

/**
 * The runner's side of the bulk-jobs repository: jobs claimed under a lease, their rows taken in
 * order, each outcome counted once, the job finished, stopped or given back. Every write is
 * conditional on the lease of the runner that claimed the job (locked_by), so an instance that
 * lost its lease writes nothing.
 */
export function bulkJobRuns(db: Kysely<BulkJobsDatabase>, dialect: Dialect) {
  /**
   * Whether `runnerId` holds the job's lease, read (locked on PostgreSQL) inside the transaction
   * that writes; with `running`, also whether the job is still running (not cancelled or stopped).
   */
  async function holds(trx: Kysely<BulkJobsDatabase>, jobId: number, runnerId: string, running = false): Promise<boolean> {
    let query = trx.selectFrom('bulk_jobs').select('id').where('id', '=', jobId).where('locked_by', '=', runnerId);
    if (running) query = query.where('status', '=', 'running');
    if (dialect === 'postgres') query = query.forUpdate();
    return (await query.executeTakeFirst()) !== undefined;
  }

  return {
    /**
     * Reserves up to `limit` unfinished jobs whose lease is free or ran out, for `runnerId` until
     * `leaseUntil`, in one statement: FOR UPDATE SKIP LOCKED on PostgreSQL (instances claiming at
     * once skip each other's rows), the single UPDATE being atomic on SQLite.
     */
    async claim(runnerId: string, now: string, leaseUntil: string, limit: number): Promise<JobRow[]> {
      let due = db
        .selectFrom('bulk_jobs')
        .select('id')
        .where('status', 'in', ['queued', 'running'])
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('id')
        .limit(limit);
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      const rows = await db
        .updateTable('bulk_jobs')
        .set({ locked_by: runnerId, locked_until: leaseUntil, status: 'running', updated_at: nowIso() })
        .where('id', 'in', due)
        .returningAll()
        .execute();
      return rows.map(toJob).sort((a, b) => a.id - b.id);
    },

    /** Extends the lease; false when `runnerId` no longer holds the job. */
    async renewLease(jobId: number, runnerId: string, leaseUntil: string): Promise<boolean> {
      const result = await db
        .updateTable('bulk_jobs')
        .set({ locked_until: leaseUntil })
        .where('id', '=', jobId)
        .where('locked_by', '=', runnerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The next rows without an outcome, in the order selected. */
    async pendingItems(jobId: number, limit: number): Promise<ItemRow[]> {
      const rows = await db
        .selectFrom('bulk_job_items')
        .selectAll()
        .where('job_id', '=', jobId)
        .where('state', '=', 'pending')
        .orderBy('position')
        .limit(limit)
        .execute();
      return rows.map(toItem);
    },

    /**
     * Notes that the row is being run (a row found started on resume was cut off). False without
     * the lease, or when the job no longer runs (cancelled meanwhile): the row is not started.
     * One statement (a row costs a round trip, not a transaction's four): the job's state is read
     * by the statement itself.
     */
    async markStarted(item: ItemRow, runnerId: string, at = nowIso()): Promise<boolean> {
      const result = await db
        .updateTable('bulk_job_items')
        // A resumed row keeps the time its cut-off run began: what that run wrote is looked for from then.
        .set((eb) => ({ started_at: eb.fn.coalesce('started_at', eb.val(at)) }))
        .where('job_id', '=', item.job_id)
        .where('position', '=', item.position)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('bulk_jobs')
              .select(sql`1`.as('one'))
              .where('bulk_jobs.id', '=', item.job_id)
              .where('bulk_jobs.locked_by', '=', runnerId)
              .where('bulk_jobs.status', '=', 'running'),
          ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Stores a row's outcome and counts it on the job, together, once: a row that already has an
     * outcome is not counted again. False (nothing written) when `runnerId` lost the job's lease.
     * PostgreSQL: one statement (the item's update feeding the job's count); SQLite: a transaction.
     */
    async recordOutcome(item: ItemRow, runnerId: string, outcome: RowOutcome): Promise<boolean> {
      const at = nowIso();
      const state = outcome.ok ? 'succeeded' : 'failed';
      const reason = outcome.ok ? null : outcome.reason;
      if (dialect === 'postgres') {
        const counter = sql.id(state);
        // The job row is locked by the outer UPDATE before the item changes (its WHERE reads it
        // first), so a runner that lost the lease meanwhile writes neither.
        const { rows } = await sql<{ held: boolean }>`with job as (
            select id from bulk_jobs where id = ${item.job_id} and locked_by = ${runnerId} for update
          ), item as (
            update bulk_job_items set state = ${state}, reason = ${reason}, finished_at = ${at}
            where job_id = ${item.job_id} and position = ${item.position} and state = 'pending' and exists (select 1 from job)
            returning 1
          ), counted as (
            update bulk_jobs set ${counter} = ${counter} + 1, updated_at = ${at}
            where id in (select id from job) and exists (select 1 from item)
            returning 1
          )
          select exists (select 1 from job) as held, (select count(*) from counted) as counted`.execute(db);
        return Boolean(rows[0]?.held);
      }
      return db.transaction().execute(async (trx) => {
        if (!(await holds(trx, item.job_id, runnerId))) return false;
        const result = await trx
          .updateTable('bulk_job_items')
          .set({ state, reason, finished_at: at })
          .where('job_id', '=', item.job_id)
          .where('position', '=', item.position)
          .where('state', '=', 'pending')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return true;
        await trx
          .updateTable('bulk_jobs')
          .set((eb) => ({ [state]: eb(state, '+', 1), updated_at: at }))
          .where('id', '=', item.job_id)
          .execute();
        return true;
      });
    },

    /** Completes the job when no row is left without an outcome; gives the lease back. */
    async finish(jobId: number, runnerId: string): Promise<boolean> {
      const at = nowIso();
      const result = await db
        .updateTable('bulk_jobs')
        .set({ status: 'completed', finished_at: at, updated_at: at, locked_by: null, locked_until: null })
        .where('id', '=', jobId)
        .where('locked_by', '=', runnerId)
        // A job cancelled during its last row stays cancelled.
        .where('status', '=', 'running')
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('bulk_job_items')
                .select(sql`1`.as('one'))
                .whereRef('bulk_job_items.job_id', '=', 'bulk_jobs.id')
                .where('bulk_job_items.state', '=', 'pending'),
            ),
          ),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Ends a running job before its next row, for `reason` (the runner's check of its starter),
     * keeping the counts of what was done; gives the lease back. False when `runnerId` lost it
     * or the job no longer runs.
     */
    async stop(jobId: number, runnerId: string, reason: string, detail: string): Promise<boolean> {
      const at = nowIso();
      const result = await db
        .updateTable('bulk_jobs')
        .set({
          status: 'stopped',
          stop_reason: reason,
          stop_detail: detail,
          finished_at: at,
          updated_at: at,
          locked_by: null,
          locked_until: null,
        })
        .where('id', '=', jobId)
        .where('locked_by', '=', runnerId)
        .where('status', '=', 'running')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Gives a job back (a clean stop), so another instance or the next start goes on at once. */
    async release(jobId: number, runnerId: string): Promise<void> {
      await db
        .updateTable('bulk_jobs')
        .set({ locked_by: null, locked_until: null })
        .where('id', '=', jobId)
        .where('locked_by', '=', runnerId)
        .execute();
    },
  };
}
