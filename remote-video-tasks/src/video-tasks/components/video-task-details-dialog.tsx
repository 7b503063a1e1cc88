import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { formatDateTime } from '@video-admin/shared-ui';
import type { VideoTask } from '@video-admin/shared-ui/contract';
import { useVideoTasksTranslation } from '../../i18n';
import { useVideoTask } from '../api/get-video-task';
import { failureReason, isFailed } from '../model/failure-reason';
import { platformLabel } from '../model/platforms';
import { JsonValue } from './json-value';
import { ReadBadge } from './read-badge';
import { TaskStatusBadge } from './task-status-badge';
import { useTaskDetailsStyles } from './task-details.styles';
import { UrlValue } from './url-value';
import { TasksLoadFailed } from './tasks-load-failed';

export interface VideoTaskDetailsDialogProps {
  task: VideoTask;
  onClose: () => void;
}

/** Every field of one task, fetched fresh (the row shows until then). */
export function VideoTaskDetailsDialog({ task: row, onClose }: VideoTaskDetailsDialogProps) {
  const styles = useTaskDetailsStyles();
  const { t, lng } = useVideoTasksTranslation();
  const query = useVideoTask(row);
  const task = query.data ?? row;
  const none = <span className={styles.none}>{t('table.none')}</span>;
  const text = (value: string | number | null) => (value === null || value === '' ? none : value);
  // A failed task says why in words, above the raw platform answers the reason was read from.
  const failure: [string, ReactNode][] = isFailed(task)
    ? [['details.failureReason', <span className={styles.failure}>{failureReason(task) ?? t('details.noFailureReason')}</span>]]
    : [];

  const fields: [string, ReactNode][] = [
    ['details.taskId', task.task_id],
    ['details.templateId', text(task.template_id)],
    ['details.originalTemplateId', text(task.original_template_id)],
    ['details.userId', text(task.user_id)],
    ['details.platform', platformLabel(lng, task.platform)],
    ['details.platformTaskId', text(task.platform_task_id)],
    ['details.status', <TaskStatusBadge status={task.task_status} />],
    ...failure,
    ['details.read', <ReadBadge isRead={task.is_read} />],
    ['details.videoUrl', <UrlValue value={task.video_url} />],
    ['details.firstImage', <UrlValue value={task.first_image} />],
    ['details.secondImage', <UrlValue value={task.second_image} />],
    ['details.mergedImage', <UrlValue value={task.merged_image} />],
    ['details.createParams', <JsonValue value={task.create_task_params} label={t('details.createParams')} />],
    ['details.createResponse', <JsonValue value={task.create_task_rsp} label={t('details.createResponse')} />],
    ['details.queryResponse', <JsonValue value={task.query_task_rsp} label={t('details.queryResponse')} />],
    ['details.createdAt', formatDateTime(task.created_at)],
    ['details.updatedAt', formatDateTime(task.updated_at)],
  ];

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} lang={lng}>
        <DialogBody>
          <DialogTitle>{t('details.title', { id: task.task_id })}</DialogTitle>
          <DialogContent>
            {query.isError ? <TasksLoadFailed error={query.error} onRetry={() => void query.refetch()} /> : null}
            <dl className={styles.list}>
              {fields.map(([label, value]) => (
                <div key={label} className={styles.pair}>
                  <dt className={styles.term}>{t(label)}</dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('details.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
