import { mergeClasses, Text } from '@fluentui/react-components';
import type { Language } from '@video-admin/shared-ui';
import type { VideoTaskStats } from '@video-admin/shared-ui/contract';
import { useVideoTasksTranslation } from '../../i18n';
import { statusLabel } from '../model/task-status';
import { LoadingBar } from './loading-bar';
import { useTaskStatsStyles } from './task-stats.styles';

const CARDS = ['total', 'pending', 'running', 'completed', 'failed', 'unread'] as const;
type Card = (typeof CARDS)[number];

/**
 * The filter each card stands for, in the list's URL terms: a status card its task_status, 未读
 * is_read=false, and 总任务数 neither (it clears both).
 */
const CARD_FILTER: Record<Card, CardFilter> = {
  total: { task_status: null, is_read: null },
  pending: { task_status: '1' },
  running: { task_status: '2' },
  completed: { task_status: '3' },
  failed: { task_status: '4' },
  unread: { is_read: 'false' },
};

/** The list filters the cards set: a card's own, or null to drop it. */
export type CardFilter = Partial<Record<'task_status' | 'is_read', string | null>>;

/** A status card reads as the status it counts (as the badges and the dashboard name it); the others have their own words. */
function cardLabel(card: Card, t: (key: string) => string, language: Language): string {
  const status = CARD_FILTER[card].task_status;
  return (status && statusLabel(Number(status), language)) || t(`stats.${card}`);
}

/** Whether the filters in force are the card's: 总任务数 when neither a status nor a read filter is. */
function isPressed(card: Card, inForce: Required<CardFilter>): boolean {
  if (card === 'total') return !inForce.task_status && !inForce.is_read;
  return Object.entries(CARD_FILTER[card]).every(([key, value]) => inForce[key as keyof CardFilter] === value);
}

/** What a click asks for: the card's filter, or, pressed, that filter dropped (总任务数 always clears). */
function clickFilter(card: Card, pressed: boolean): CardFilter {
  const own = CARD_FILTER[card];
  return pressed ? Object.fromEntries(Object.keys(own).map((key) => [key, null])) : own;
}

function cardTitle(card: Card, label: string, t: (key: string, options?: Record<string, string>) => string): string {
  if (card === 'total') return t('stats.showAll');
  if (card === 'unread') return t('stats.showUnread');
  return t('stats.filterBy', { status: label });
}

export interface SummaryCardsProps {
  /** undefined while the stats load. */
  stats: VideoTaskStats['status_stats'] | undefined;
  /** The status and read filters in force, as the URL has them ('' for none): their cards show pressed. */
  inForce: Required<CardFilter>;
  /**
   * Filters the list by a card's status, or by unread for 未读; the pressed card again drops its
   * filter, and 总任务数 drops both.
   */
  onFilter: (filter: CardFilter) => void;
}

/**
 * The six counts, each a labelled list item so a screen reader reads "待处理 12". Each is a toggle
 * button that filters the list below: the status cards by their status, 未读 by unread, which
 * go together (失败 and 未读: the unread failed tasks).
 */
export function SummaryCards({ stats, inForce, onFilter }: SummaryCardsProps) {
  const styles = useTaskStatsStyles();
  const { t, lng } = useVideoTasksTranslation();
  return (
    <ul className={styles.cards} aria-label={t('stats.label')}>
      {CARDS.map((card) => {
        const label = cardLabel(card, t, lng);
        const content = (
          <>
            <Text className={styles.cardLabel}>{label}</Text>
            {stats ? (
              <Text size={700} weight="semibold" className={mergeClasses(card !== 'total' && styles[card])}>
                {stats[card]}
              </Text>
            ) : (
              <LoadingBar tall />
            )}
          </>
        );
        const pressed = isPressed(card, inForce);
        return (
          <li key={card} className={styles.cardItem} aria-label={stats ? `${label} ${stats[card]}` : undefined}>
            <button
              type="button"
              className={mergeClasses(styles.card, styles.cardButton, pressed && styles.cardPressed)}
              aria-pressed={pressed}
              title={cardTitle(card, label, t)}
              onClick={() => onFilter(clickFilter(card, pressed))}
            >
              {content}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
