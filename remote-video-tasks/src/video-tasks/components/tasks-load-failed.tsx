import { LoadFailed } from '@video-admin/shared-ui';
import { useVideoTasksTranslation, VIDEO_TASKS_DEFAULT_LANGUAGE } from '../../i18n';

export interface TasksLoadFailedProps {
  error: unknown;
  onRetry: () => void;
}

/** What the task screens say when a call fails: one line in the flow of the screen, with Retry. */
export function TasksLoadFailed({ error, onRetry }: TasksLoadFailedProps) {
  const { t } = useVideoTasksTranslation();
  return (
    <LoadFailed inline defaultLanguage={VIDEO_TASKS_DEFAULT_LANGUAGE} title={t('states.loadFailed')} error={error} onRetry={onRetry} />
  );
}
