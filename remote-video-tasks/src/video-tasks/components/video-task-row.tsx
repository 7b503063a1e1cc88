import { mergeClasses, TableCell, TableRow } from '@fluentui/react-components';
import { Fragment, type ReactNode } from 'react';
import { formatDateTime, VideoPreview } from '@video-admin/shared-ui';
import { useResponsiveTableStyles } from '@video-admin/shared-ui/lists';
import { useVideoTasksTranslation } from '../../i18n';
import { platformLabel } from '../model/platforms';
import { FailureReasonLine } from './failure-reason-line';
import { ReadBadge } from './read-badge';
import { TaskStatusBadge } from './task-status-badge';
import { TaskThumbnail } from './task-thumbnail';
import { VideoTaskMenu } from './video-task-menu';
import type { VideoTaskMenuProps } from './video-task-row-menu';
import type { TaskCellLook, TaskCellLooks, TaskColumnId } from './video-tasks-table.columns';
import { useVideoTasksTableStyles } from './video-tasks-table.styles';

export type VideoTaskRowProps = Omit<VideoTaskMenuProps, 'busy'> & {
  deleting: boolean;
  /** Each column's classes and attributes (pinned, place on the phone's card), from the table. */
  looks: TaskCellLooks;
  /** The columns the table shows, in order. */
  columns: readonly { id: TaskColumnId }[];
  /** The row's selection checkbox, where the table has a selection column. */
  select?: ReactNode;
};

/** A cell's props from its column's look, with the cell's own classes added. */
function cellProps({ className, headerClassName: _header, ...attributes }: TaskCellLook, own?: string) {
  return { role: 'cell', className: own ? mergeClasses(className, own) : className, ...attributes };
}

export function VideoTaskRow({ task, deleting, looks, columns, select, ...actions }: VideoTaskRowProps) {
  const shared = useResponsiveTableStyles();
  const styles = useVideoTasksTableStyles();
  const { t, lng } = useVideoTasksTranslation();
  const none = <span className={styles.none}>{t('table.none')}</span>;
  const id = (value: number | null) => (value === null ? none : value);
  const image = (src: string | null, name: string) => <TaskThumbnail src={src} alt={t('table.imageAlt', { id: task.task_id, name })} />;
  // Each column's cell; the row draws those of the columns shown, in their order.
  const cells: Record<TaskColumnId, () => ReactNode> = {
    select: () => <TableCell {...cellProps(looks.select)}>{select}</TableCell>,
    taskId: () => <TableCell {...cellProps(looks.taskId, styles.numeric)}>{task.task_id}</TableCell>,
    templateId: () => <TableCell {...cellProps(looks.templateId, styles.numeric)}>{id(task.template_id)}</TableCell>,
    originalTemplateId: () => (
      <TableCell {...cellProps(looks.originalTemplateId, styles.numeric)}>{id(task.original_template_id)}</TableCell>
    ),
    userId: () => <TableCell {...cellProps(looks.userId, styles.numeric)}>{id(task.user_id)}</TableCell>,
    platform: () => <TableCell {...cellProps(looks.platform, styles.nowrap)}>{platformLabel(lng, task.platform)}</TableCell>,
    firstImage: () => <TableCell {...cellProps(looks.firstImage)}>{image(task.first_image, t('table.firstImage'))}</TableCell>,
    secondImage: () => <TableCell {...cellProps(looks.secondImage)}>{image(task.second_image, t('table.secondImage'))}</TableCell>,
    mergedImage: () => <TableCell {...cellProps(looks.mergedImage)}>{image(task.merged_image, t('table.mergedImage'))}</TableCell>,
    video: () => (
      <TableCell {...cellProps(looks.video)}>
        <VideoPreview src={task.video_url} width={120} height={68} label={t('table.videoLabel', { id: task.task_id })} fallback={none} />
      </TableCell>
    ),
    status: () => (
      <TableCell {...cellProps(looks.status)}>
        <TaskStatusBadge status={task.task_status} />
        <FailureReasonLine task={task} />
      </TableCell>
    ),
    read: () => (
      <TableCell {...cellProps(looks.read)}>
        <ReadBadge isRead={task.is_read} />
      </TableCell>
    ),
    createdAt: () => <TableCell {...cellProps(looks.createdAt, styles.date)}>{formatDateTime(task.created_at)}</TableCell>,
    actions: () => (
      <TableCell {...cellProps(looks.actions)}>
        <VideoTaskMenu task={task} busy={deleting} {...actions} />
      </TableCell>
    ),
  };

  return (
    <TableRow role="row" className={mergeClasses(shared.row, shared.card)} aria-busy={deleting || undefined}>
      {columns.map((column) => (
        <Fragment key={column.id}>{cells[column.id]()}</Fragment>
      ))}
    </TableRow>
  );
}
