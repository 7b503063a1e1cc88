import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { CounterFolder } from './counter-folding.js';
import { FOLD_AFTER_EXTRA_ROWS } from './counter-folding.js';
import type { CountsDatabase } from './counts.tables.js';

/** Tasks of one status, platform and read flag: how many. */
export interface TaskCount {
  task_status: number;
  platform: string;
  is_read: boolean;
  n: number;
}

/** The task filters the counters answer; any other filter (an id, a user) needs a query of the tasks. */
export interface CountedTaskFilters {
  platform?: string;
  task_status?: number;
  is_read?: boolean;
  /** A stored timestamp: tasks created at or after it. */
  created_after?: string;
  task_id?: number;
  template_id?: number;
  original_template_id?: number;
  user_id?: number;
}

const UNCOUNTED = ['task_id', 'template_id', 'original_template_id', 'user_id'] as const;

/** Whether the counters can answer `filters` (the others need a query of the tasks). */
export function countersAnswer(filters: CountedTaskFilters): boolean {
  return UNCOUNTED.every((name) => filters[name] === undefined);
}

/** The counts matching `filters`' status, platform and read flag (each when given). */
export function matching(counts: readonly TaskCount[], filters: CountedTaskFilters): TaskCount[] {
  return counts.filter(
    (count) =>
      (filters.task_status === undefined || count.task_status === filters.task_status) &&
      (filters.platform === undefined || count.platform === filters.platform) &&
      (filters.is_read === undefined || count.is_read === filters.is_read),
  );
}

export const sumOf = (counts: readonly TaskCount[]) => counts.reduce((sum, count) => sum + count.n, 0);

/** The next UTC midnight after `stored` (a stored timestamp), as stored. */
function nextMidnight(stored: string): string {
  const day = new Date(`${stored.slice(0, 10)}T00:00:00.000Z`);
  return new Date(day.getTime() + 86_400_000).toISOString();
}

type Row = { task_status: unknown; platform: string; is_read: unknown; n: unknown; rows?: unknown };

/** Summed by key (rows of one key add up: PostgreSQL's deltas); how many rows were read beyond one per key. */
function summed(rows: readonly Row[]): { counts: TaskCount[]; extraRows: number } {
  let extraRows = 0;
  const counts: TaskCount[] = [];
  for (const row of rows) {
    extraRows += Number(row.rows ?? 1) - 1;
    counts.push({ task_status: Number(row.task_status), platform: row.platform, is_read: Boolean(row.is_read), n: Number(row.n) });
  }
  return { counts: counts.filter((count) => count.n !== 0), extraRows };
}

/**
 * The tasks' counts by status, platform and read flag, from the counter tables the database keeps
 * (never a scan of the tasks): every task, or those created since a moment (whole UTC days from
 * the day counts; the hours of a first day begun, if any, from the created_at index).
 */
export function taskCounts(db: Kysely<Database>, folder: CounterFolder) {
  const counters = db as unknown as Kysely<CountsDatabase>;
  const fold = (extraRows: number) => {
    if (extraRows > FOLD_AFTER_EXTRA_ROWS && !db.isTransaction) folder.request(['video_task_counts', 'video_task_day_counts']);
  };

  async function all(): Promise<TaskCount[]> {
    const rows = await counters
      .selectFrom('video_task_counts')
      .select(['task_status', 'platform', 'is_read', sql<string>`sum(n)`.as('n'), sql<string>`count(*)`.as('rows')])
      .groupBy(['task_status', 'platform', 'is_read'])
      .execute();
    const { counts, extraRows } = summed(rows);
    fold(extraRows);
    return counts;
  }

  /** By day too: the days from `fromDay` (YYYY-MM-DD) on. */
  async function byDay(fromDay: string): Promise<(TaskCount & { day: string })[]> {
    const rows = await counters
      .selectFrom('video_task_day_counts')
      .select(['day', 'task_status', 'platform', 'is_read', sql<string>`sum(n)`.as('n'), sql<string>`count(*)`.as('rows')])
      .where('day', '>=', fromDay)
      .groupBy(['day', 'task_status', 'platform', 'is_read'])
      .execute();
    const extraRows = rows.reduce((sum, row) => sum + Number(row.rows) - 1, 0);
    fold(extraRows);
    return rows
      .map((row) => ({
        day: row.day,
        task_status: Number(row.task_status),
        platform: row.platform,
        is_read: Boolean(row.is_read),
        n: Number(row.n),
      }))
      .filter((count) => count.n !== 0);
  }

  /** Tasks created at or after `after` and before `before` (stored timestamps), counted from the created_at index. */
  async function createdBetween(after: string, before: string): Promise<TaskCount[]> {
    const rows = await db
      .selectFrom('video_tasks')
      .select(['task_status', 'platform', 'is_read', (eb) => eb.fn.countAll<string>().as('n')])
      .where('created_at', '>=', after)
      .where('created_at', '<', before)
      .groupBy(['task_status', 'platform', 'is_read'])
      .execute();
    return summed(rows).counts;
  }

  return {
    all,
    byDay,

    /** Tasks created at or after `after` (a stored timestamp), by status, platform and read flag. */
    async createdSince(after: string): Promise<TaskCount[]> {
      const day = after.slice(0, 10);
      const midnight = `${day}T00:00:00.000Z`;
      if (after <= midnight) return merge(await byDay(day));
      const firstHours = createdBetween(after, nextMidnight(after));
      const nextDay = nextMidnight(after).slice(0, 10);
      return merge([...(await firstHours), ...(await byDay(nextDay))]);
    },
  };
}

/** One count per status, platform and read flag. */
function merge(counts: readonly TaskCount[]): TaskCount[] {
  const byKey = new Map<string, TaskCount>();
  for (const count of counts) {
    const key = `${count.task_status}\u0000${count.platform}\u0000${count.is_read}`;
    const seen = byKey.get(key);
    if (seen) seen.n += count.n;
    else byKey.set(key, { task_status: count.task_status, platform: count.platform, is_read: count.is_read, n: count.n });
  }
  return [...byKey.values()];
}

export type TaskCounts = ReturnType<typeof taskCounts>;
