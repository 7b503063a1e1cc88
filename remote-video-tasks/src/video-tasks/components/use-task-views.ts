import { useContext, useMemo } from 'react';
import { useSearchState } from '@video-admin/shared-ui/lists';
import { useListLayout, type ChoosableColumn, type ListQueryState, type ListViewsBarProps } from '@video-admin/shared-ui/views';
import { useVideoTasksTranslation, VIDEO_TASKS_DEFAULT_LANGUAGE } from '../../i18n';
import { TASK_COLUMNS, TaskColumnChoiceContext, type TaskColumnChoice, type TaskColumnId } from './video-tasks-table.columns';
import type { FilterKey } from '../model/filters';
import type { TaskSort } from '../model/sort';
import { taskQueryState, urlOfView, VIEW_URL_KEYS } from '../model/task-view-state';

/**
 * The task columns as the column chooser lists them: the task id and the row's menu are fixed at
 * their edges (a row needs its name and its actions); the others may be shown, hidden and moved,
 * and those the default view leaves out start unchosen. The selection checkbox is no column of
 * the chooser's: it comes with the right to act on several tasks.
 */
export function choosableTaskColumns(label: (id: TaskColumnId) => string): ChoosableColumn[] {
  return TASK_COLUMNS.map((column) => ({
    id: column.id,
    label: label(column.id),
    ...('pin' in column ? { fixed: column.pin } : {}),
    ...('hiddenByDefault' in column ? { hiddenByDefault: column.hiddenByDefault } : {}),
  }));
}

export interface TaskListState {
  /** The filters in force, as the URL has them. */
  values: Record<FilterKey, string>;
  sort: TaskSort;
  page: number;
}

/**
 * The person's table of tasks: the columns they chose (kept in this browser and in their saved
 * views), the density, and the views bar's wiring. A view applies its filters and order as one
 * change of the URL, at once, as the filter selects do. Without a choice of the person's, the
 * columns are the list's own (the default view, or what a provider above says).
 */
export function useTaskViews({ values, sort, page }: TaskListState) {
  const { t } = useVideoTasksTranslation();
  const columns = useMemo(() => choosableTaskColumns((id) => t(`table.${id}`)), [t]);
  const { layout, setLayout, shown } = useListLayout('tasks', columns);
  const listOwn = useContext(TaskColumnChoiceContext);
  const { update } = useSearchState(VIEW_URL_KEYS);

  const shownKey = shown.map((column) => column.id).join(',');
  const choice = useMemo<TaskColumnChoice>(() => {
    if (layout.columns === null) return listOwn;
    const ids = shownKey.split(',');
    return (all) => ids.flatMap((id) => all.filter((column) => column.id === id));
  }, [layout.columns, listOwn, shownKey]);

  const query = taskQueryState(values, sort);
  const bar: ListViewsBarProps = {
    list: 'tasks',
    columns,
    layout,
    onLayoutChange: setLayout,
    query,
    onApplyQuery: (next: ListQueryState) => update(urlOfView(next)),
    // A link or a reload that says what the list shows (its filters, order or page) opens as it says.
    urlHasFilters: Object.values(values).some(Boolean) || query.sort !== null || page > 1,
    defaultLanguage: VIDEO_TASKS_DEFAULT_LANGUAGE,
  };
  return { bar, choice, density: layout.density };
}
