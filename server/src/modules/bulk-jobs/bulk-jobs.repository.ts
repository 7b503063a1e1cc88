import { sql, type Kysely } from 'kysely';
import { nowIso } from '../../lib/time.js';
import { announce } from '../changes/announce.js';
import type { ChangeFeed } from '../changes/change-feed.js';
import type { Dialect } from '../video-media/repository-context.js';
import { UNFINISHED_STATUSES } from './bulk-jobs.schemas.js';
import { bulkJobRuns } from './bulk-job-runs.js';
import { toJob, type JobRow } from './bulk-job-rows.js';
import type { BulkJobsDatabase } from './bulk-jobs.tables.js';

export type { ItemRow, JobRow, RowOutcome } from './bulk-job-rows.js';

export interface NewJob {
  list: string;
  action: string;
  params: Record<string, unknown> | null;
  selection: Record<string, unknown>;
  actor_id: string | null;
  actor_email: string | null;
}

/** A job refused because its starter already has `max` jobs not finished. */
export class QueueFullError extends Error {
  constructor(readonly max: number) {
    super(`at most ${max} unfinished bulk jobs per person`);
  }
}

/** Items are inserted this many at a time (5 values each, well within SQLite's parameter limit). */
const INSERT_CHUNK = 200;

/**
 * Bulk jobs and their rows: made, listed and cancelled here, run under a runner's lease in
 * bulkJobRuns. A job created is published on `feed` once committed, for the runners to start it.
 */
export function createBulkJobsRepository(db: Kysely<BulkJobsDatabase>, dialect: Dialect, feed?: ChangeFeed) {
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

    ...bulkJobRuns(db, dialect),
  };
}

export type BulkJobsRepository = ReturnType<typeof createBulkJobsRepository>;
