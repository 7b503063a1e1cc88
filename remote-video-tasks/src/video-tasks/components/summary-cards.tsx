import { mergeClasses, Skeleton, SkeletonItem, Text } from '@fluentui/react-components';
import type { Language } from '@video-admin/shared-ui';
import type { VideoTaskStats } from '@video-admin/shared-ui/contract';
import { useVideoTasksTranslation } from '../../i18n';
import { statusLabel } from '../model/task-status';
import { useTaskStatsStyles } from './task-stats.styles';

const CARDS = ['total', 'pending', 'running', 'completed', 'failed', 'unread'] as const;
type Card = (typeof CARDS)[number];

/** The status filter each card stands for: 总任务数 is no status filter; 未读 is a count only. */
const STATUS_FILTER: Partial<Record<Card, string>> = { total: '', pending: '1', running: '2', completed: '3', failed: '4' };

/** A status card reads as the status it counts (as the badges and the dashboard name it); the others have their own words. */
function cardLabel(card: Card, t: (key: string) => string, language: Language): string {
  const status = STATUS_FILTER[card];
  return (status && statusLabel(Number(status), language)) || t(`stats.${card}`);
}

export interface SummaryCardsProps {
  /** undefined while the stats load. */
  stats: VideoTaskStats['status_stats'] | undefined;
  /** The status filter in force ('' for none): its card shows pressed. */
  statusFilter: string;
  /** Filters the list by a card's status; the pressed card again, or 总任务数, clears it. */
  onStatusFilter: (status: string) => void;
}

/**
 * The six counts, each a labelled list item so a screen reader reads "待处理 12". The status cards
 * are toggle buttons that filter the list below by their status.
 */
export function SummaryCards({ stats, statusFilter, onStatusFilter }: SummaryCardsProps) {
  const styles = useTaskStatsStyles();
  const { t, lng } = useVideoTasksTranslation();
  return (
    <ul className={styles.cards} aria-label={t('stats.label')}>
      {CARDS.map((card) => {
        const status = STATUS_FILTER[card];
        const label = cardLabel(card, t, lng);
        const content = (
          <>
            <Text className={styles.cardLabel}>{label}</Text>
            {stats ? (
              <Text size={700} weight="semibold" className={mergeClasses(card !== 'total' && styles[card])}>
                {stats[card]}
              </Text>
            ) : (
              <Skeleton aria-hidden>
                <SkeletonItem size={32} />
              </Skeleton>
            )}
          </>
        );
        const pressed = status === statusFilter;
        return (
          <li key={card} className={styles.cardItem} aria-label={stats ? `${label} ${stats[card]}` : undefined}>
            {status === undefined ? (
              <div className={styles.card}>{content}</div>
            ) : (
              <button
                type="button"
                className={mergeClasses(styles.card, styles.cardButton, pressed && styles.cardPressed)}
                aria-pressed={pressed}
                title={t(card === 'total' ? 'stats.showAll' : 'stats.filterBy', { status: label })}
                onClick={() => onStatusFilter(pressed ? '' : status)}
              >
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
