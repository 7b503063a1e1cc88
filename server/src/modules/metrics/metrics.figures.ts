import { sql, type Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import { JOB_STATUSES } from '../bulk-jobs/bulk-jobs.schemas.js';
import type { BulkJobsDatabase } from '../bulk-jobs/bulk-jobs.tables.js';
import { TASK_STATUS } from '../video-tasks/video-tasks.schemas.js';

const STATUS_NAMES = new Map<number, string>(Object.entries(TASK_STATUS).map(([name, code]) => [code, name]));

/**
 * The worker's and the bulk jobs' figures, read from the database when Prometheus scrapes (a few
 * grouped counts on indexed columns), so every instance reports the same shared state.
 */
export function registerWorkFigures(registry: Registry, db: Kysely<Database>): void {
  const jobs = db as unknown as Kysely<BulkJobsDatabase>;

  new Gauge({
    name: 'worker_tasks',
    help: 'Video tasks the worker drives, by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await db
        .selectFrom('video_tasks')
        .select(['task_status', sql<number>`count(*)`.as('count')])
        .where('worker_managed', '=', true)
        .groupBy('task_status')
        .execute();
      this.reset();
      for (const name of STATUS_NAMES.values()) this.set({ status: name }, 0);
      for (const row of rows) this.set({ status: STATUS_NAMES.get(Number(row.task_status)) ?? String(row.task_status) }, Number(row.count));
    },
  });

  new Gauge({
    name: 'worker_tasks_leased',
    help: 'Video tasks an instance holds a lease on now (being worked on)',
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom('video_tasks')
        .select(sql<number>`count(*)`.as('count'))
        .where('locked_until', '>', nowIso())
        .executeTakeFirst();
      this.set(Number(row?.count ?? 0));
    },
  });

  new Gauge({
    name: 'bulk_jobs',
    help: 'Bulk jobs, by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await jobs
        .selectFrom('bulk_jobs')
        .select(['status', sql<number>`count(*)`.as('count')])
        .groupBy('status')
        .execute();
      this.reset();
      for (const status of JOB_STATUSES) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
}
