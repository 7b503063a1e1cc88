import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeEvent } from '../modules/changes/change-feed.js';
import type { RowRunner } from '../modules/bulk-jobs/bulk-actions.js';
import type { BulkJobsRepository, JobRow } from '../modules/bulk-jobs/bulk-jobs.repository.js';
import { ClaimLoop, inMs, keepLease } from './claim-loop.js';

export interface BulkRunnerDeps {
  jobs: BulkJobsRepository;
  runRow: RowRunner;
  /**
   * Asked before each batch: whether the job may go on (not cancelled, and its starter may still
   * run it); when not, it has stopped the job if needed and the runner leaves it.
   */
  mayGoOn: (job: JobRow, runnerId: string) => Promise<boolean>;
  /** rowsPerBatch: rows run between two checks of mayGoOn (20 unless given). */
  config: { leaseMs: number; pollIntervalMs: number; rowsPerBatch?: number };
  log: FastifyBaseLogger;
}

/** Jobs one instance runs at a time (each row by row): a long AI job does not hold up a quick delete. */
const JOBS_AT_ONCE = 2;
/** Rows read per batch from a job's pending ones; the job's starter is checked again before each. */
const ROWS_PER_BATCH = 20;
/**
 * Rows of a tasks job run this many at a time: a task's status, read flag or delete touches that
 * task alone, so their order does not matter, and a row is mostly waiting on the database (a
 * hundred thousand rows one after another would take minutes). Template rows (AI calls, history,
 * publish checks) run one after another.
 */
const TASK_ROWS_AT_ONCE = 4;

/**
 * Runs bulk jobs inside the server, as the video worker runs tasks: all state is in the database
 * (the job, one item per row with its outcome), a job is claimed with a lease renewed while it
 * runs, and every write needs that lease, so several instances share the jobs and run each once,
 * and a job goes on after a closed tab, a restart (the next start claims it again) or a crash
 * (another instance claims it when the lease runs out). Rows run one after another (a tasks job's
 * TASK_ROWS_AT_ONCE at a time), each as its own service call and transaction; a row's outcome is stored once, so a resumed job skips the
 * rows already done.
 */
export class BulkJobRunner extends ClaimLoop<JobRow> {
  readonly id = `${hostname()}-${process.pid}-bulk-${randomUUID().slice(0, 8)}`;

  constructor(private readonly deps: BulkRunnerDeps) {
    super(deps.log);
  }

  /** Hears the change feed: a bulk job created (here or on another instance) is run at once rather than at the next poll. */
  hear(event: ChangeEvent): void {
    if (event.kind === 'bulk-job' || event.kind === 'reset') this.wake();
  }

  protected capacity(): number {
    return JOBS_AT_ONCE;
  }

  protected pollIntervalMs(): number {
    return this.deps.config.pollIntervalMs;
  }

  protected claim(room: number): Promise<JobRow[]> {
    return this.deps.jobs.claim(this.id, new Date().toISOString(), inMs(this.deps.config.leaseMs), room);
  }

  protected keyOf(job: JobRow): number {
    return job.id;
  }

  protected work(job: JobRow): Promise<void> {
    return this.run(job);
  }

  private async run(job: JobRow): Promise<void> {
    const { jobs, mayGoOn, log } = this.deps;
    const batchSize = this.deps.config.rowsPerBatch ?? ROWS_PER_BATCH;
    const stopRenewing = keepLease(() => jobs.renewLease(job.id, this.id, inMs(this.deps.config.leaseMs)), this.deps.config.leaseMs, log, {
      jobId: job.id,
    });
    const params = job.params ? (JSON.parse(job.params) as { task_status?: number }) : null;
    const actor = { id: job.actor_id, email: job.actor_email };
    try {
      for (;;) {
        if (!(await mayGoOn(job, this.id))) {
          log.info({ jobId: job.id }, 'bulk job ended before its next batch');
          return;
        }
        const items = await jobs.pendingItems(job.id, batchSize);
        if (items.length === 0) {
          await jobs.finish(job.id, this.id);
          log.info({ jobId: job.id }, 'bulk job completed');
          return;
        }
        const atOnce = job.list === 'tasks' ? TASK_ROWS_AT_ONCE : 1;
        for (let start = 0; start < items.length; start += atOnce) {
          if (this.stopping) {
            await jobs.release(job.id, this.id);
            return;
          }
          const results = await Promise.all(items.slice(start, start + atOnce).map((item) => this.runItem(job, item, params, actor)));
          if (results.includes('not started')) {
            // Cancelled meanwhile (give the lease back), or another instance has the job now.
            await jobs.release(job.id, this.id);
            return;
          }
          if (results.includes('lease lost')) return;
        }
      }
    } catch (error) {
      // The database failed us: give the job back; the next poll (here or elsewhere) resumes it.
      log.error({ err: error, jobId: job.id }, 'bulk job interrupted');
      await jobs.release(job.id, this.id).catch(() => {});
    } finally {
      stopRenewing();
    }
  }

  /** One row: noted as started (unless the job stopped running), run, its outcome stored (unless the lease was lost). */
  private async runItem(
    job: JobRow,
    item: Awaited<ReturnType<BulkJobsRepository['pendingItems']>>[number],
    params: { task_status?: number } | null,
    actor: { id: string | null; email: string | null },
  ): Promise<'done' | 'not started' | 'lease lost'> {
    const { jobs, runRow } = this.deps;
    if (!(await jobs.markStarted(item, this.id))) return 'not started';
    const outcome = await runRow({ list: job.list, action: job.action, params, actor, id: item.target_id, resumedFrom: item.started_at });
    return (await jobs.recordOutcome(item, this.id, outcome)) ? 'done' : 'lease lost';
  }
}
