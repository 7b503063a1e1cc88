import type { UseQueryResult } from '@tanstack/react-query';
import type { VideoTaskStats } from '@video-admin/shared-ui/contract';
import { PlatformDistribution } from './platform-distribution';
import { SummaryCards } from './summary-cards';
import { useTaskStatsStyles } from './task-stats.styles';
import { TasksLoadFailed } from './tasks-load-failed';

export interface TaskStatsProps {
  stats: UseQueryResult<VideoTaskStats>;
  /** The status filter in force ('' for none), and how a card sets it. */
  statusFilter: string;
  onStatusFilter: (status: string) => void;
}

/** The summary cards and the platform distribution, from one stats call. */
export function TaskStats({ stats, statusFilter, onStatusFilter }: TaskStatsProps) {
  const styles = useTaskStatsStyles();
  return (
    <div className={styles.root}>
      {stats.isError ? <TasksLoadFailed error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      {stats.isError && !stats.data ? null : (
        <>
          <SummaryCards stats={stats.data?.status_stats} statusFilter={statusFilter} onStatusFilter={onStatusFilter} />
          {stats.data ? <PlatformDistribution platformStats={stats.data.platform_stats} /> : null}
        </>
      )}
    </div>
  );
}
