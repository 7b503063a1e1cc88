import { TableCell, TableRow } from '@fluentui/react-components';
import { formatDateTime, VideoPreview } from 'shared-ui';
import { useVideoTasksTranslation } from '../../i18n';
import { platformLabel } from '../model/platforms';
import { ReadBadge } from './read-badge';
import { TaskStatusBadge } from './task-status-badge';
import { TaskThumbnail } from './task-thumbnail';
import { VideoTaskMenu } from './video-task-menu';
import type { VideoTaskMenuProps } from './video-task-row-menu';
import { useVideoTasksTableStyles } from './video-tasks-table.styles';

export type VideoTaskRowProps = Omit<VideoTaskMenuProps, 'busy'> & { deleting: boolean };

export function VideoTaskRow({ task, deleting, ...actions }: VideoTaskRowProps) {
  const styles = useVideoTasksTableStyles();
  const { t } = useVideoTasksTranslation();
  const none = <span className={styles.none}>{t('table.none')}</span>;
  const id = (value: number | null) => (value === null ? none : value);
  const image = (src: string | null, name: string) => <TaskThumbnail src={src} alt={t('table.imageAlt', { id: task.task_id, name })} />;

  return (
    <TableRow aria-busy={deleting || undefined}>
      <TableCell className={styles.numeric}>{task.task_id}</TableCell>
      <TableCell className={styles.numeric}>{id(task.template_id)}</TableCell>
      <TableCell className={styles.numeric}>{id(task.original_template_id)}</TableCell>
      <TableCell className={styles.numeric}>{id(task.user_id)}</TableCell>
      <TableCell className={styles.nowrap}>{platformLabel(t, task.platform)}</TableCell>
      <TableCell>{image(task.first_image, t('table.firstImage'))}</TableCell>
      <TableCell>{image(task.second_image, t('table.secondImage'))}</TableCell>
      <TableCell>{image(task.merged_image, t('table.mergedImage'))}</TableCell>
      <TableCell>
        <VideoPreview src={task.video_url} width={120} height={68} label={t('table.videoLabel', { id: task.task_id })} fallback={none} />
      </TableCell>
      <TableCell>
        <TaskStatusBadge status={task.task_status} />
      </TableCell>
      <TableCell>
        <ReadBadge isRead={task.is_read} />
      </TableCell>
      <TableCell className={styles.nowrap}>{formatDateTime(task.created_at)}</TableCell>
      <TableCell>
        <VideoTaskMenu task={task} busy={deleting} {...actions} />
      </TableCell>
    </TableRow>
  );
}
