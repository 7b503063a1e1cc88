import { mergeClasses } from '@fluentui/react-components';
import { createContext, useMemo, type CSSProperties } from 'react';
import { columnStyle, pinPlacements, useResponsiveTableStyles, type ColumnPin, type PinnableColumn } from '@video-admin/shared-ui/lists';
import { useVideoTasksTranslation } from '../../i18n';
import { useVideoTasksTableStyles } from './video-tasks-table.styles';

/** Where a column's value goes when a phone shows each task as a card; a column without one is left off it. */
export type CardPlace = 'select' | 'id' | 'badge' | 'actions' | 'media' | 'field';

export interface TaskColumn extends PinnableColumn {
  card?: CardPlace;
  /**
   * Left out of the default view, so that view fits a 1280 px screen without scrolling sideways;
   * a person may still choose it (the name is the column chooser's, ChoosableColumn). Its value
   * stays in the task's details.
   */
  hiddenByDefault?: boolean;
}

// The task id stays in view at the start and the row's menu at the end; a phone's card shows the
// id, status, read flag, video and four key fields. The original template and the second and
// merged images give way in the default view (the user's own first image and the video stay).
export const TASK_COLUMNS = [
  { id: 'taskId', pin: 'start', card: 'id' },
  { id: 'templateId', card: 'field' },
  { id: 'originalTemplateId', hiddenByDefault: true },
  { id: 'userId', card: 'field' },
  { id: 'platform', card: 'field' },
  { id: 'firstImage' },
  { id: 'secondImage', hiddenByDefault: true },
  { id: 'mergedImage', hiddenByDefault: true },
  { id: 'video', card: 'media' },
  { id: 'status', card: 'badge' },
  { id: 'read', card: 'badge' },
  { id: 'createdAt', card: 'field' },
  { id: 'actions', pin: 'end', card: 'actions' },
] as const satisfies readonly TaskColumn[];

// Where the screen offers selection, its checkbox comes first, pinned before the id (which then
// sits past its width) and heading the phone's card.
const SELECT_COLUMN = { id: 'select', pin: 'start', width: 40, card: 'select' } as const satisfies TaskColumn;

export type TaskColumnId = (typeof TASK_COLUMNS)[number]['id'] | typeof SELECT_COLUMN.id;

export type ShownTaskColumn = TaskColumn & { id: TaskColumnId };

/** Which of the task columns the table shows, in order (the selection column is added after). */
export type TaskColumnChoice = (columns: readonly ShownTaskColumn[]) => readonly ShownTaskColumn[];

/** The default view: the columns not hidden by default. */
export const defaultTaskView: TaskColumnChoice = (columns) => columns.filter((column) => !column.hiddenByDefault);

/**
 * The column choice in force: the default view, unless a provider above the table gives another
 * (a person's chosen columns, or a test that reads every column).
 */
export const TaskColumnChoiceContext = createContext<TaskColumnChoice>(defaultTaskView);

/** The columns a table shows: the selection column first where the screen offers selection, then those chosen. */
export function taskColumns(selectable: boolean, choose: TaskColumnChoice = defaultTaskView): readonly ShownTaskColumn[] {
  const chosen = choose(TASK_COLUMNS);
  return selectable ? [SELECT_COLUMN, ...chosen] : chosen;
}

/** What the cells of one column share: their classes and attributes, worked out once per table. */
export interface TaskCellLook {
  className: string;
  headerClassName: string;
  style?: CSSProperties;
  'data-pin'?: ColumnPin;
  'data-card'?: CardPlace;
  'data-label'?: string;
}

export type TaskCellLooks = Record<TaskColumnId, TaskCellLook>;

/**
 * A fixed width (the selection column's 40 px) includes the cell's padding: the task id is pinned
 * just past that width, so a cell wider than it would slide under the id.
 */
function fixedWidthStyle(style: CSSProperties | undefined): CSSProperties | undefined {
  return style?.width === undefined ? style : { ...style, boxSizing: 'border-box' };
}

/** The cells' looks by column, for the table's header and rows. */
export function useTaskCellLooks(selectable = false): TaskCellLooks {
  const shared = useResponsiveTableStyles();
  const styles = useVideoTasksTableStyles();
  const { t } = useVideoTasksTranslation();
  return useMemo(() => {
    // The shared class shows the place on the card; this table's own sets where it sits there.
    const cardClasses: Record<CardPlace, string> = {
      select: mergeClasses(shared.cardBlock, styles.cardSelect),
      id: mergeClasses(shared.cardId, styles.cardId),
      badge: mergeClasses(shared.cardBlock, styles.cardBadge),
      actions: mergeClasses(shared.cardBlock, styles.cardActions),
      media: mergeClasses(shared.cardBlock, styles.cardMedia),
      field: mergeClasses(shared.cardField, styles.cardField),
    };
    const placements = pinPlacements(taskColumns(selectable));
    const looks = {} as TaskCellLooks;
    // Every column's look, chosen or not: the table draws those chosen.
    for (const column of [SELECT_COLUMN, ...TASK_COLUMNS] as readonly ShownTaskColumn[]) {
      const placement = placements.get(column.id);
      const pinClass =
        placement && mergeClasses(shared.pinned, placement.innermost && (placement.pin === 'start' ? shared.startEdge : shared.endEdge));
      looks[column.id] = {
        className: mergeClasses(shared.cell, pinClass, column.card && cardClasses[column.card]),
        headerClassName: mergeClasses(styles.nowrap, pinClass),
        style: fixedWidthStyle(columnStyle(column, placement)),
        'data-pin': placement?.pin,
        'data-card': column.card,
        // The card shows the column's name beside its value.
        'data-label': column.card === 'field' ? t(`table.${column.id}`) : undefined,
      };
    }
    return looks;
  }, [shared, styles, t, selectable]);
}
