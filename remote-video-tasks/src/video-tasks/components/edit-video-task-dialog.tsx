import { Field, makeStyles, Select, Switch, tokens } from '@fluentui/react-components';
import { Controller, useForm } from 'react-hook-form';
import type { VideoTask, VideoTaskUpdate } from '@video-admin/shared-ui/contract';
import { DialogFrame, FormDialogPanel } from '@video-admin/shared-ui/dialogs';
import { useVideoTasksTranslation } from '../../i18n';
import { useUpdateVideoTask } from '../api/update-video-task';
import { TASK_STATUSES } from '../model/task-status';
import { TaskStatusOptions } from './task-status-options';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
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

  return (
    // Escape and the backdrop leave the dialog open while a save runs; Cancel is disabled then too.
    <DialogFrame onClose={() => !update.isPending && onClose()} lang={lng}>
      <FormDialogPanel
        title={t('edit.title', { id: task.task_id })}
        onSubmit={handleSubmit((changes) => update.mutate({ taskId: task.task_id, changes }))}
        onCancel={onClose}
        pending={update.isPending}
        cancelLabel={t('edit.cancel')}
        saveLabel={t('edit.save')}
        contentClassName={styles.content}
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
                <TaskStatusOptions />
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
      </FormDialogPanel>
    </DialogFrame>
  );
}
