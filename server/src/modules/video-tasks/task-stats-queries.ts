import { sql } from 'kysely';
import { PLATFORMS } from '../../schemas/backend.js';
import { countersAnswer, matching, taskCounts, type TaskCount } from '../counts/task-counts.js';
import type { RepositoryContext } from '../video-media/repository-context.js';
import { filteredTasks } from './task-list-queries.js';
import type { TaskFilters } from './task-rows.js';
import { TASK_STATUS } from './video-tasks.schemas.js';

const STATUS_NAMES: Record<number, 'pending' | 'running' | 'completed' | 'failed'> = {
  [TASK_STATUS.pending]: 'pending',
  [TASK_STATUS.running]: 'running',
  [TASK_STATUS.completed]: 'completed',
  [TASK_STATUS.failed]: 'failed',
};

/** The summary's shape from counts by status, platform and read flag. */
function summary(counts: readonly TaskCount[]) {
  const status_stats = { total: 0, pending: 0, running: 0, completed: 0, failed: 0, unread: 0 };
  const platform_stats: Record<string, number> = Object.fromEntries(PLATFORMS.map((name) => [name, 0]));
  for (const count of counts) {
    const status = STATUS_NAMES[count.task_status];
    status_stats.total += count.n;
    if (status) status_stats[status] += count.n;
    if (!count.is_read) status_stats.unread += count.n;
    platform_stats[count.platform] = (platform_stats[count.platform] ?? 0) + count.n;
  }
  return { status_stats, platform_stats };
}

/** The tasks' figures (the summary, the dashboard's days), from the counter tables the database keeps. */
export function taskStatsQueries({ db, counts, folder }: RepositoryContext) {
  const counters = taskCounts(db, folder);
  return {
    /**
     * Totals by status and platform and the unread count of the tasks `filters` match (all of
     * them without): from the counters under the filters they hold (platform, read flag,
     * created_after); under an id or user filter, from that filter's index (few rows), through the
     * count cache.
     */
    async stats(filters: Omit<TaskFilters, 'task_status'> = {}) {
      if (countersAnswer(filters)) {
        const found = filters.created_after === undefined ? await counters.all() : await counters.createdSince(filters.created_after);
        return summary(matching(found, filters));
      }
      const given = Object.entries(filters).filter(([, value]) => value !== undefined);
      return counts.get(`stats:${JSON.stringify(Object.fromEntries(given))}`, async () => {
        const rows = await filteredTasks(db.selectFrom('video_tasks'), filters)
          .select(['task_status', 'platform', sql<boolean>`is_read`.as('is_read'), (eb) => eb.fn.countAll().as('n')])
          .groupBy(['task_status', 'platform', 'is_read'])
          .execute();
        return summary(
          rows.map((row) => ({
            task_status: Number(row.task_status),
            platform: row.platform,
            is_read: Boolean(row.is_read),
            n: Number(row.n),
          })),
        );
      });
    },

    /**
     * How many tasks were created on each day since `since` (an ISO date at midnight UTC), by
     * status and platform: from the day counts.
     */
    async createdSince(since: string): Promise<{ day: string; task_status: number; platform: string; count: number }[]> {
      const byKey = new Map<string, { day: string; task_status: number; platform: string; count: number }>();
      for (const count of await counters.byDay(since.slice(0, 10))) {
        const key = `${count.day}\u0000${count.task_status}\u0000${count.platform}`;
        const seen = byKey.get(key);
        if (seen) seen.count += count.n;
        else byKey.set(key, { day: count.day, task_status: count.task_status, platform: count.platform, count: count.n });
      }
      return [...byKey.values()];
    },
  };
}
