import type { UseQueryResult } from '@tanstack/react-query';
import type { VideoTaskStats } from '@video-admin/shared-ui/contract';
import { useVideoTasksTranslation } from '../../i18n';
import { statusLabel } from '../model/task-status';
import { PlatformDistribution } from './platform-distribution';
import { StatsFold } from './stats-fold';
import { SummaryCards, type CardFilter } from './summary-cards';
import { useTaskStatsStyles } from './task-stats.styles';
import { TasksLoadFailed } from './tasks-load-failed';

export interface TaskStatsProps {
  stats: UseQueryResult<VideoTaskStats>;
  /** The status and read filters in force ('' for none), and how a card sets them. */
  inForce: Required<CardFilter>;
  onFilter: (filter: CardFilter) => void;
}

/**
 * The summary cards and the platform distribution, from one stats call; on a phone folded behind
 * a line of the counts that matter most (all, failed, unread). A failure to load says so unfolded.
 */
export function TaskStats({ stats, inForce, onFilter }: TaskStatsProps) {
  const styles = useTaskStatsStyles();
  const { t, lng } = useVideoTasksTranslation();
  const counts = stats.data?.status_stats;
  const summary = counts
    ? [
        `${t('stats.total')} ${counts.total}`,
        `${statusLabel(4, lng) ?? ''} ${counts.failed}`,
        `${t('stats.unread')} ${counts.unread}`,
      ].join(' · ')
    : t('stats.label');
  return (
    <div className={styles.root}>
      {stats.isError ? <TasksLoadFailed error={stats.error} onRetry={() => void stats.refetch()} /> : null}
      {stats.isError && !stats.data ? null : (
        <StatsFold summary={summary}>
          <SummaryCards stats={counts} inForce={inForce} onFilter={onFilter} />
          {stats.data ? <PlatformDistribution platformStats={stats.data.platform_stats} /> : null}
        </StatsFold>
      )}
    </div>
  );
}
