import { mergeClasses } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useVideoTasksTranslation } from '../../i18n';
import { useVideoTasksTableStyles } from './video-tasks-table.styles';

/** Where a column's value goes when a phone shows each task as a card; a column without one is left off it. */
export type CardPlace = 'id' | 'badge' | 'actions' | 'media' | 'field';

export interface TaskColumn {
  id: string;
  /** Kept in view at that edge while the columns between scroll sideways. */
  pin?: 'start' | 'end';
  card?: CardPlace;
}

// The task id stays in view at the start and the row's menu at the end; a phone's card shows the
// id, status, read flag, video and four key fields.
export const TASK_COLUMNS = [
  { id: 'taskId', pin: 'start', card: 'id' },
  { id: 'templateId', card: 'field' },
  { id: 'originalTemplateId' },
  { id: 'userId', card: 'field' },
  { id: 'platform', card: 'field' },
  { id: 'firstImage' },
  { id: 'secondImage' },
  { id: 'mergedImage' },
  { id: 'video', card: 'media' },
  { id: 'status', card: 'badge' },
  { id: 'read', card: 'badge' },
  { id: 'createdAt', card: 'field' },
  { id: 'actions', pin: 'end', card: 'actions' },
] as const satisfies readonly TaskColumn[];

export type TaskColumnId = (typeof TASK_COLUMNS)[number]['id'];

/** What the cells of one column share: their classes and attributes, worked out once per table. */
export interface TaskCellLook {
  className: string;
  headerClassName: string;
  'data-pin'?: 'start' | 'end';
  'data-card'?: CardPlace;
  'data-label'?: string;
}

export type TaskCellLooks = Record<TaskColumnId, TaskCellLook>;

/** The cells' looks by column, for the table's header and rows. */
export function useTaskCellLooks(): TaskCellLooks {
  const styles = useVideoTasksTableStyles();
  const { t } = useVideoTasksTranslation();
  return useMemo(() => {
    const cardClasses: Record<CardPlace, string> = {
      id: styles.cardId,
      badge: styles.cardBadge,
      actions: styles.cardActions,
      media: styles.cardMedia,
      field: styles.cardField,
    };
    const looks = {} as TaskCellLooks;
    for (const column of TASK_COLUMNS as readonly (TaskColumn & { id: TaskColumnId })[]) {
      const pinClass = column.pin && mergeClasses(styles.pinned, column.pin === 'start' ? styles.pinStart : styles.pinEnd);
      looks[column.id] = {
        className: mergeClasses(styles.cell, pinClass, column.card && cardClasses[column.card]),
        headerClassName: mergeClasses(styles.nowrap, pinClass),
        'data-pin': column.pin,
        'data-card': column.card,
        // The card shows the column's name beside its value.
        'data-label': column.card === 'field' ? t(`table.${column.id}`) : undefined,
      };
    }
    return looks;
  }, [styles, t]);
}
