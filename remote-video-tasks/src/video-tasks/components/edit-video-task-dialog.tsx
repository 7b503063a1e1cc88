import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Select,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { Controller, useForm } from 'react-hook-form';
import type { VideoTask, VideoTaskUpdate } from 'shared-ui/contract';
import { useVideoTasksTranslation } from '../../i18n';
import { useUpdateVideoTask } from '../api/update-video-task';
import { statusName, TASK_STATUSES } from '../model/task-status';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type EditForm = Required<VideoTaskUpdate>;

export interface EditVideoTaskDialogProps {
  task: VideoTask;
  onClose: () => void;
}

/** Status and read flag, the two things an admin may change; any status may be set. */
export function EditVideoTaskDialog({ task, onClose }: EditVideoTaskDialogProps) {
  const styles = useStyles();
  const { t, lng } = useVideoTasksTranslation();
  const { control, handleSubmit } = useForm<EditForm>({
    defaultValues: { task_status: task.task_status, is_read: task.is_read },
  });
  const update = useUpdateVideoTask(onClose);
  const formId = `edit-video-task-${task.task_id}`;

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !update.isPending && onClose()}>
      {/* A portal outside the screen's lang="..." element: the dialog says its language itself. */}
      <DialogSurface lang={lng}>
        <DialogBody>
          <DialogTitle>{t('edit.title', { id: task.task_id })}</DialogTitle>
          <DialogContent>
            <form
              id={formId}
              className={styles.form}
              noValidate
              onSubmit={handleSubmit((changes) => update.mutate({ taskId: task.task_id, changes }))}
            >
              <Controller
                name="task_status"
                control={control}
                render={({ field }) => (
                  <Field label={t('edit.status')}>
                    <Select
                      name={field.name}
                      ref={field.ref}
                      value={String(field.value)}
                      onBlur={field.onBlur}
                      onChange={(_, data) => field.onChange(Number(data.value))}
                    >
                      {/* A status outside 1-4 stays selectable as it is, rather than silently changing. */}
                      {(TASK_STATUSES as readonly number[]).includes(task.task_status) ? null : (
                        <option value={String(task.task_status)}>{t('status.unknown')}</option>
                      )}
                      {TASK_STATUSES.map((status) => (
                        <option key={status} value={String(status)}>
                          {t(`status.${statusName(status)}`)}
                        </option>
                      ))}
                    </Select>
                  </Field>
                )}
              />
              <Controller
                name="is_read"
                control={control}
                render={({ field }) => (
                  <Switch
                    name={field.name}
                    ref={field.ref}
                    label={t('edit.read')}
                    checked={field.value}
                    onBlur={field.onBlur}
                    onChange={(_, data) => field.onChange(data.checked)}
                  />
                )}
              />
            </form>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={update.isPending}>
              {t('edit.cancel')}
            </Button>
            <Button appearance="primary" type="submit" form={formId} disabled={update.isPending}>
              {t('edit.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
