import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { RowRunner } from '../modules/bulk-jobs/bulk-actions.js';
import type { BulkJobsRepository, JobRow } from '../modules/bulk-jobs/bulk-jobs.repository.js';

export interface BulkRunnerDeps {
  jobs: BulkJobsRepository;
  runRow: RowRunner;
  config: { leaseMs: number; pollIntervalMs: number };
  log: FastifyBaseLogger;
}

/** Jobs one instance runs at a time (each row by row): a long AI job does not hold up a quick delete. */
const JOBS_AT_ONCE = 2;
/** Rows read per round from a job's pending ones. */
const ROWS_PER_READ = 50;

const inMs = (ms: number) => new Date(Date.now() + Math.max(0, ms)).toISOString();

/**
 * Runs bulk jobs inside the server, as the video worker runs tasks: all state is in the database
 * (the job, one item per row with its outcome), a job is claimed with a lease renewed while it
 * runs, and every write needs that lease, so several instances share the jobs and run each once,
 * and a job goes on after a closed tab, a restart (the next start claims it again) or a crash
 * (another instance claims it when the lease runs out). Rows run one after another, each as its
 * own service call and transaction; a row's outcome is stored once, so a resumed job skips the
 * rows already done.
 */
export class BulkJobRunner {
  readonly id = `${hostname()}-${process.pid}-bulk-${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private stopping = false;
  private ticking: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly working = new Set<number>();

  constructor(private readonly deps: BulkRunnerDeps) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopping = false;
    this.schedule(0);
  }

  /** Stops claiming, lets each job finish the row in progress, and gives the jobs back. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    await Promise.allSettled([...this.inFlight]);
    this.running = false;
    this.stopping = false;
  }

  /** Look for jobs now (one was just created) rather than at the next poll. */
  wake(): void {
    if (this.running && !this.stopping) this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.stopping) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.ticking) {
        void this.ticking.then(() => this.schedule(0));
        return;
      }
      this.ticking = this.tick().finally(() => {
        this.ticking = null;
      });
    }, delayMs);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    try {
      await this.claimAndRun();
    } catch (error) {
      this.deps.log.error({ err: error }, 'bulk jobs: claiming failed');
    }
    this.schedule(this.deps.config.pollIntervalMs);
  }

  /** Claims the jobs this instance has room for and starts each; returns their ids. */
  async claimAndRun(): Promise<number[]> {
    const room = JOBS_AT_ONCE - this.inFlight.size;
    if (room <= 0 || this.stopping) return [];
    const claimed = await this.deps.jobs.claim(this.id, new Date().toISOString(), inMs(this.deps.config.leaseMs), room);
    // A job still running here comes back when its lease ran out before a renewal landed: the
    // claim renewed it, and the run in progress goes on.
    const started = claimed.filter((job) => !this.working.has(job.id));
    for (const job of started) {
      this.working.add(job.id);
      const run = this.run(job).finally(() => {
        this.inFlight.delete(run);
        this.working.delete(job.id);
        if (claimed.length === room) this.wake();
      });
      this.inFlight.add(run);
    }
    return started.map((job) => job.id);
  }

  /** Waits for the claim and the jobs in progress (tests use it to observe a run). */
  async idle(): Promise<void> {
    await this.ticking;
    await Promise.allSettled([...this.inFlight]);
  }

  private async run(job: JobRow): Promise<void> {
    const { jobs, runRow, log } = this.deps;
    const stopRenewing = this.keepLease(job.id);
    const params = job.params ? (JSON.parse(job.params) as { task_status?: number }) : null;
    const actor = { id: job.actor_id, email: job.actor_email };
    try {
      for (;;) {
        const items = await jobs.pendingItems(job.id, ROWS_PER_READ);
        if (items.length === 0) {
          await jobs.finish(job.id, this.id);
          log.info({ jobId: job.id }, 'bulk job completed');
          return;
        }
        for (const item of items) {
          if (this.stopping) {
            await jobs.release(job.id, this.id);
            return;
          }
          if (!(await jobs.markStarted(item, this.id))) return; // another instance has the job now
          const outcome = await runRow({
            list: job.list,
            action: job.action,
            params,
            actor,
            id: item.target_id,
            resumedFrom: item.started_at,
          });
          if (!(await jobs.recordOutcome(item, this.id, outcome))) return;
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

  /** Renews the job's lease every third of its length while it runs (an AI row can take a while). */
  private keepLease(jobId: number): () => void {
    const { config, jobs, log } = this.deps;
    const timer = setInterval(
      () => {
        void jobs
          .renewLease(jobId, this.id, inMs(config.leaseMs))
          .catch((error: unknown) => log.warn({ err: error, jobId }, 'bulk jobs: could not renew a lease'));
      },
      Math.max(20, Math.floor(config.leaseMs / 3)),
    );
    timer.unref?.();
    return () => clearInterval(timer);
  }
}
