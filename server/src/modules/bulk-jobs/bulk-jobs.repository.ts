import { sql, type Kysely, type Selectable } from 'kysely';
import { nowIso } from '../../lib/time.js';
import { announce } from '../changes/announce.js';
import type { ChangeFeed } from '../changes/change-feed.js';
import type { Dialect } from '../video-media/repository-context.js';
import { UNFINISHED_STATUSES } from './bulk-jobs.schemas.js';
import type { BulkJobItemsTable, BulkJobsDatabase, BulkJobsTable } from './bulk-jobs.tables.js';

export type JobRow = Selectable<BulkJobsTable>;
export type ItemRow = Selectable<BulkJobItemsTable>;

export interface NewJob {
  list: string;
  action: string;
  params: Record<string, unknown> | null;
  selection: Record<string, unknown>;
  actor_id: string | null;
  actor_email: string | null;
}

export type RowOutcome = { ok: true } | { ok: false; reason: string };

/** A job refused because its starter already has `max` jobs not finished. */
export class QueueFullError extends Error {
  constructor(readonly max: number) {
    super(`at most ${max} unfinished bulk jobs per person`);
  }
}

const toJob = (row: JobRow): JobRow => ({
  ...row,
  id: Number(row.id),
  total: Number(row.total),
  succeeded: Number(row.succeeded),
  failed: Number(row.failed),
});

const toItem = (row: ItemRow): ItemRow => ({
  ...row,
  job_id: Number(row.job_id),
  position: Number(row.position),
  target_id: Number(row.target_id),
});

/** Items are inserted this many at a time (5 values each, well within SQLite's parameter limit). */
const INSERT_CHUNK = 200;

/**
 * Bulk jobs and their rows. Every write of a running job is conditional on the lease of the
 * runner that claimed it (locked_by), so an instance that lost its lease writes nothing. A job
 * created is published on `feed` once committed, for the runners to start it.
 */
export function createBulkJobsRepository(db: Kysely<BulkJobsDatabase>, dialect: Dialect, feed?: ChangeFeed) {
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
     * The job and one pending item per id, in one transaction: a job is never seen half made.
     * With `maxUnfinished`, throws QueueFullError when the starter already has that many jobs
     * queued or running; the count and the insert are one step per starter (SQLite runs one
     * transaction at a time; PostgreSQL takes a lock on the starter for the transaction).
     */
    async create(job: NewJob, ids: number[], maxUnfinished?: number): Promise<JobRow> {
      const at = nowIso();
      const created = await db.transaction().execute(async (trx) => {
        if (maxUnfinished !== undefined && job.actor_id !== null) {
          if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`bulk_jobs:${job.actor_id}`}))`.execute(trx);
          const { count } = await trx
            .selectFrom('bulk_jobs')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('actor_id', '=', job.actor_id)
            .where('status', 'in', [...UNFINISHED_STATUSES])
            .executeTakeFirstOrThrow();
          if (Number(count) >= maxUnfinished) throw new QueueFullError(maxUnfinished);
        }
        const created = await trx
          .insertInto('bulk_jobs')
          .values({
            list: job.list,
            action: job.action,
            params: job.params ? JSON.stringify(job.params) : null,
            selection: JSON.stringify(job.selection),
            actor_id: job.actor_id,
            actor_email: job.actor_email,
            status: ids.length === 0 ? 'completed' : 'queued',
            total: ids.length,
            created_at: at,
            updated_at: at,
            finished_at: ids.length === 0 ? at : null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const jobId = Number(created.id);
        for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
          const chunk = ids.slice(start, start + INSERT_CHUNK);
          await trx
            .insertInto('bulk_job_items')
            .values(chunk.map((targetId, i) => ({ job_id: jobId, position: start + i, target_id: targetId, state: 'pending' })))
            .execute();
        }
        return toJob(created);
      });
      announce(feed, db, { kind: 'bulk-job', op: 'created', id: created.id });
      return created;
    },

    async findById(id: number): Promise<JobRow | null> {
      const row = await db.selectFrom('bulk_jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toJob(row) : null;
    },

    /** Newest first; `actorId` null lists every admin's jobs. */
    async list(actorId: string | null, skip: number, limit: number): Promise<{ rows: JobRow[]; count: number }> {
      let rows = db.selectFrom('bulk_jobs').selectAll();
      let total = db.selectFrom('bulk_jobs').select((eb) => eb.fn.countAll().as('count'));
      if (actorId !== null) {
        rows = rows.where('actor_id', '=', actorId);
        total = total.where('actor_id', '=', actorId);
      }
      const [page, count] = await Promise.all([
        rows.orderBy('id', 'desc').limit(limit).offset(skip).execute(),
        total.executeTakeFirstOrThrow(),
      ]);
      return { rows: page.map(toJob), count: Number(count.count) };
    },

    /** The failed rows of a job, in the order selected. */
    async failures(jobId: number): Promise<{ id: number; reason: string }[]> {
      const rows = await db
        .selectFrom('bulk_job_items')
        .select(['target_id', 'reason'])
        .where('job_id', '=', jobId)
        .where('state', '=', 'failed')
        .orderBy('position')
        .execute();
      return rows.map((row) => ({ id: Number(row.target_id), reason: row.reason ?? '' }));
    },

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
     */
    async markStarted(item: ItemRow, runnerId: string, at = nowIso()): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await holds(trx, item.job_id, runnerId, true))) return false;
        await trx
          .updateTable('bulk_job_items')
          .set({ started_at: at })
          .where('job_id', '=', item.job_id)
          .where('position', '=', item.position)
          .where('state', '=', 'pending')
          // A resumed row keeps the time its cut-off run began: what that run wrote is looked for from then.
          .where('started_at', 'is', null)
          .execute();
        return true;
      });
    },

    /**
     * Stores a row's outcome and counts it on the job, together, once: a row that already has an
     * outcome is not counted again. False (nothing written) when `runnerId` lost the job's lease.
     */
    async recordOutcome(item: ItemRow, runnerId: string, outcome: RowOutcome): Promise<boolean> {
      const at = nowIso();
      return db.transaction().execute(async (trx) => {
        if (!(await holds(trx, item.job_id, runnerId))) return false;
        const result = await trx
          .updateTable('bulk_job_items')
          .set({ state: outcome.ok ? 'succeeded' : 'failed', reason: outcome.ok ? null : outcome.reason, finished_at: at })
          .where('job_id', '=', item.job_id)
          .where('position', '=', item.position)
          .where('state', '=', 'pending')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return true;
        const counter = outcome.ok ? 'succeeded' : 'failed';
        await trx
          .updateTable('bulk_jobs')
          .set((eb) => ({ [counter]: eb(counter, '+', 1), updated_at: at }))
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

    /**
     * Cancels a job not yet finished: final at once, with the counts of what was done. The lease
     * stays with the runner, so the row it may be running is recorded; it starts no other. Null
     * when the job was already finished (or does not exist).
     */
    async cancel(jobId: number, detail: string): Promise<JobRow | null> {
      const at = nowIso();
      const row = await db
        .updateTable('bulk_jobs')
        .set({ status: 'cancelled', stop_reason: 'cancelled', stop_detail: detail, finished_at: at, updated_at: at })
        .where('id', '=', jobId)
        .where('status', 'in', [...UNFINISHED_STATUSES])
        .returningAll()
        .executeTakeFirst();
      return row ? toJob(row) : null;
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

export type BulkJobsRepository = ReturnType<typeof createBulkJobsRepository>;
