import { sql, type Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import { JOB_STATUSES } from '../bulk-jobs/bulk-jobs.schemas.js';
import type { BulkJobsDatabase } from '../bulk-jobs/bulk-jobs.tables.js';
import { TASK_STATUS } from '../video-tasks/video-tasks.schemas.js';

const TASK_STATUS_NAMES = new Map<number, string>(Object.entries(TASK_STATUS).map(([name, code]) => [code, name]));

/** A gauge of rows by status, read when scraped: every known status is shown, 0 when it has no rows. */
function statusGauge(
  registry: Registry,
  name: string,
  help: string,
  statuses: readonly string[],
  read: () => Promise<{ status: string; count: number }[]>,
): void {
  new Gauge({
    name,
    help,
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await read();
      this.reset();
      for (const status of statuses) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
}

/**
 * The worker's and the bulk jobs' figures, read from the database when Prometheus scrapes (a few
 * grouped counts on indexed columns), so every instance reports the same shared state.
 */
export function registerWorkFigures(registry: Registry, db: Kysely<Database>): void {
  statusGauge(registry, 'worker_tasks', 'Video tasks the worker drives, by status', [...TASK_STATUS_NAMES.values()], async () => {
    const rows = await db
      .selectFrom('video_tasks')
      .select(['task_status', sql<number>`count(*)`.as('count')])
      .where('worker_managed', '=', true)
      .groupBy('task_status')
      .execute();
    return rows.map((row) => ({ status: TASK_STATUS_NAMES.get(Number(row.task_status)) ?? String(row.task_status), count: row.count }));
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

  const jobs = db as unknown as Kysely<BulkJobsDatabase>;
  statusGauge(registry, 'bulk_jobs', 'Bulk jobs, by status', JOB_STATUSES, () =>
    jobs
      .selectFrom('bulk_jobs')
      .select(['status', sql<number>`count(*)`.as('count')])
      .groupBy('status')
      .execute(),
  );
}
