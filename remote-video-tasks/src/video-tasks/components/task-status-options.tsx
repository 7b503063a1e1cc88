import { useVideoTasksTranslation } from '../../i18n';
import { statusLabel, TASK_STATUSES } from '../model/task-status';

/** The known statuses as a Select's options, each valued by its number. */
export function TaskStatusOptions() {
  const { lng } = useVideoTasksTranslation();
  return TASK_STATUSES.map((status) => (
    <option key={status} value={String(status)}>
      {statusLabel(status, lng)}
    </option>
  ));
}
