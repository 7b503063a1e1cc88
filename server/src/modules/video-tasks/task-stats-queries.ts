import { sql } from 'kysely';
import { PLATFORMS } from '../../schemas/backend.js';
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

/** The tasks' figures (the summary, the dashboard's days), served from the count cache. */
export function taskStatsQueries({ db, counts }: RepositoryContext) {
  return {
    /**
     * Totals by status and platform and the unread count of the tasks `filters` match (all of
     * them without), from one pass over the (task_status, platform, created_at, task_id,
     * is_read) index, or the filter's own index; served from the count cache.
     */
    stats(filters: Omit<TaskFilters, 'task_status'> = {}) {
      const given = Object.entries(filters).filter(([, value]) => value !== undefined);
      return counts.get(given.length ? `stats:${JSON.stringify(Object.fromEntries(given))}` : 'stats', async () => {
        const rows = await filteredTasks(db.selectFrom('video_tasks'), filters)
          .select([
            'task_status',
            'platform',
            (eb) => eb.fn.countAll().as('count'),
            sql<number>`sum(case when is_read then 0 else 1 end)`.as('unread'),
          ])
          .groupBy(['task_status', 'platform'])
          .execute();
        const status_stats = { total: 0, pending: 0, running: 0, completed: 0, failed: 0, unread: 0 };
        const platform_stats: Record<string, number> = Object.fromEntries(PLATFORMS.map((name) => [name, 0]));
        for (const row of rows) {
          const count = Number(row.count);
          const status = STATUS_NAMES[Number(row.task_status)];
          status_stats.total += count;
          if (status) status_stats[status] += count;
          status_stats.unread += Number(row.unread);
          platform_stats[row.platform] = (platform_stats[row.platform] ?? 0) + count;
        }
        return { status_stats, platform_stats };
      });
    },

    /**
     * How many tasks were created on each day since `since` (an ISO date), by status and
     * platform: a range of the created_at index, served from the count cache.
     */
    createdSince(since: string): Promise<{ day: string; task_status: number; platform: string; count: number }[]> {
      return counts.get(`created-since:${since}`, async () => {
        const day = sql<string>`substr(created_at, 1, 10)`;
        const rows = await db
          .selectFrom('video_tasks')
          .select([day.as('day'), 'task_status', 'platform', (eb) => eb.fn.countAll().as('count')])
          .where('created_at', '>=', since)
          .groupBy([day, 'task_status', 'platform'])
          .execute();
        return rows.map((row) => ({
          day: row.day,
          task_status: Number(row.task_status),
          platform: row.platform,
          count: Number(row.count),
        }));
      });
    },
  };
}
