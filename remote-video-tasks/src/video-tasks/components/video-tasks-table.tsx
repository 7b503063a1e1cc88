import { mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useContext, type ReactNode } from 'react';
import type { VideoTask } from '@video-admin/shared-ui/contract';
import { useDensityStyles, type Density } from '@video-admin/shared-ui/views';
import {
  revealBesidePins,
  SortHeader,
  sortDirection,
  useResponsiveTableStyles,
  useSidewaysScrollCue,
  useSidewaysScrollCueStyles,
} from '@video-admin/shared-ui/lists';
import { useVideoTasksTranslation } from '../../i18n';
import { PAGE_SIZE } from '../api/get-video-tasks';
import { useTaskSort } from '../hooks/use-task-sort';
import { SORT_BY_COLUMN } from '../model/sort';
import { LoadingBar } from './loading-bar';
import { TaskSortSelect } from './task-sort-select';
import { VideoTaskRow } from './video-task-row';
import { TaskColumnChoiceContext, taskColumns, useTaskCellLooks } from './video-tasks-table.columns';
import { useVideoTasksTableStyles } from './video-tasks-table.styles';

export interface VideoTasksTableProps {
  /** undefined while the page loads: skeleton rows stand in. */
  tasks: VideoTask[] | undefined;
  deletingId: number | undefined;
  onView: (task: VideoTask) => void;
  /** Without it, the rows' menus offer no 编辑 (the person may not edit tasks). */
  onEdit?: (task: VideoTask) => void;
  /** Without it, the rows' menus offer no 删除. */
  onDelete?: (task: VideoTask) => void;
  /** The selection column's checkboxes: the page's in the header, each task's in its row; without them, no such column. */
  selection?: { header: ReactNode; cell: (task: VideoTask) => ReactNode };
  /** Compact rows fit more tasks on a screen (a phone's cards keep their spacing). */
  density?: Density;
}

/**
 * The tasks of one page. The selection checkbox, the task id and the row's menu stay in view while
 * the columns between scroll sideways; on a phone each task is a card of its key fields.
 */
export function VideoTasksTable({ tasks, deletingId, selection, density = 'comfortable', ...actions }: VideoTasksTableProps) {
  const shared = useResponsiveTableStyles();
  const densities = useDensityStyles();
  const styles = useVideoTasksTableStyles();
  const { t } = useVideoTasksTranslation();
  const looks = useTaskCellLooks(selection !== undefined);
  // More columns chosen than fit: the box scrolls sideways and its pinned edge on that side says so.
  const scrollCue = useSidewaysScrollCue();
  const cue = useSidewaysScrollCueStyles();
  const columns = taskColumns(selection !== undefined, useContext(TaskColumnChoiceContext));
  const wideCell = mergeClasses(shared.cell, shared.wideCell);
  // The headers of the columns the server sorts on set the order in the URL, which the list call
  // reads too; a phone, which shows cards, offers the same orders in a select above them.
  const { sort, setSort, toggle } = useTaskSort();

  return (
    <>
      <TaskSortSelect value={sort} onChange={setSort} />
      {/* A scrolling box must be reachable by keyboard even when no row holds a button (empty, loading).
        What takes the focus under a pinned column is scrolled out from under it. */}
      <div
        ref={scrollCue}
        className={mergeClasses(shared.scroll, cue.box)}
        role="region"
        aria-label={t('table.label')}
        tabIndex={0}
        onFocus={revealBesidePins}
      >
        {/* The roles are spelled out: a phone lays the table out as cards (CSS display), and some
          browsers drop a table's semantics when its display changes. */}
        <Table
          role="table"
          className={mergeClasses(styles.table, shared.table, densities[density])}
          aria-label={t('table.label')}
          aria-busy={!tasks}
        >
          <TableHeader role="rowgroup" className={shared.head}>
            <TableRow role="row" className={shared.row}>
              {columns.map(({ id }) => {
                const by = SORT_BY_COLUMN[id];
                const direction = by && sortDirection(sort, by);
                return (
                  <TableHeaderCell
                    key={id}
                    role="columnheader"
                    aria-sort={direction}
                    // A phone hides the header's button; the header keeps its name.
                    aria-label={by ? t(`table.${id}`) : undefined}
                    className={looks[id].headerClassName}
                    style={looks[id].style}
                    data-pin={looks[id]['data-pin']}
                  >
                    {id === 'select' ? (
                      selection?.header
                    ) : by ? (
                      <SortHeader label={t(`table.${id}`)} direction={direction} onSort={() => toggle(by)} />
                    ) : (
                      t(`table.${id}`)
                    )}
                  </TableHeaderCell>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody role="rowgroup" className={shared.body}>
            {!tasks ? (
              Array.from({ length: PAGE_SIZE }, (_, row) => (
                <TableRow key={row} aria-hidden className={shared.row}>
                  {columns.map(({ id }) => (
                    // On a phone a skeleton card shows one bar.
                    <TableCell key={id} className={id === 'taskId' ? wideCell : shared.cell}>
                      <LoadingBar />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : tasks.length === 0 ? (
              <TableRow role="row" className={shared.row}>
                <TableCell role="cell" className={mergeClasses(wideCell, styles.empty)} colSpan={columns.length}>
                  {t('table.empty')}
                </TableCell>
              </TableRow>
            ) : (
              tasks.map((task) => (
                <VideoTaskRow
                  key={task.task_id}
                  task={task}
                  looks={looks}
                  columns={columns}
                  deleting={deletingId === task.task_id}
                  select={selection?.cell(task)}
                  {...actions}
                />
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
