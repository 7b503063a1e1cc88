import { Skeleton, SkeletonItem, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import type { VideoTask } from 'shared-ui/contract';
import { useVideoTasksTranslation } from '../../i18n';
import { PAGE_SIZE } from '../api/get-video-tasks';
import { VideoTaskRow } from './video-task-row';
import { useVideoTasksTableStyles } from './video-tasks-table.styles';

const COLUMNS = [
  'taskId',
  'templateId',
  'originalTemplateId',
  'userId',
  'platform',
  'firstImage',
  'secondImage',
  'mergedImage',
  'video',
  'status',
  'read',
  'createdAt',
  'actions',
] as const;

export interface VideoTasksTableProps {
  /** undefined while the page loads: skeleton rows stand in. */
  tasks: VideoTask[] | undefined;
  deletingId: number | undefined;
  onView: (task: VideoTask) => void;
  onEdit: (task: VideoTask) => void;
  onDelete: (task: VideoTask) => void;
}

export function VideoTasksTable({ tasks, deletingId, ...actions }: VideoTasksTableProps) {
  const styles = useVideoTasksTableStyles();
  const { t } = useVideoTasksTranslation();

  return (
    // A scrolling box must be reachable by keyboard even when no row holds a button (empty, loading).
    <div className={styles.scroller} role="region" aria-label={t('table.label')} tabIndex={0}>
      <Table className={styles.table} aria-label={t('table.label')} aria-busy={!tasks}>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHeaderCell key={column} className={styles.nowrap}>
                {t(`table.${column}`)}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {!tasks ? (
            Array.from({ length: PAGE_SIZE }, (_, row) => (
              <TableRow key={row} aria-hidden>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>
                    <Skeleton>
                      <SkeletonItem />
                    </Skeleton>
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : tasks.length === 0 ? (
            <TableRow>
              <TableCell className={styles.empty} colSpan={COLUMNS.length}>
                {t('table.empty')}
              </TableCell>
            </TableRow>
          ) : (
            tasks.map((task) => <VideoTaskRow key={task.task_id} task={task} deleting={deletingId === task.task_id} {...actions} />)
          )}
        </TableBody>
      </Table>
    </div>
  );
}
