import { mergeClasses, Skeleton, SkeletonItem, Text } from '@fluentui/react-components';
import type { VideoTaskStats } from 'shared-ui/contract';
import { useVideoTasksTranslation } from '../../i18n';
import { useTaskStatsStyles } from './task-stats.styles';

const CARDS = ['total', 'pending', 'running', 'completed', 'failed', 'unread'] as const;

export interface SummaryCardsProps {
  /** undefined while the stats load. */
  stats: VideoTaskStats['status_stats'] | undefined;
}

/** The six counts, each a labelled list item so a screen reader reads "待处理 12". */
export function SummaryCards({ stats }: SummaryCardsProps) {
  const styles = useTaskStatsStyles();
  const { t } = useVideoTasksTranslation();
  return (
    <ul className={styles.cards} aria-label={t('stats.label')}>
      {CARDS.map((card) => (
        <li key={card} className={styles.card} aria-label={stats ? `${t(`stats.${card}`)} ${stats[card]}` : undefined}>
          <Text className={styles.cardLabel}>{t(`stats.${card}`)}</Text>
          {stats ? (
            <Text size={700} weight="semibold" className={mergeClasses(card !== 'total' && styles[card])}>
              {stats[card]}
            </Text>
          ) : (
            <Skeleton aria-hidden>
              <SkeletonItem size={32} />
            </Skeleton>
          )}
        </li>
      ))}
    </ul>
  );
}
