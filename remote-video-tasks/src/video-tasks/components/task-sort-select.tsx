import { useMemo } from 'react';
import { SortSelect, type SortOption } from 'shared-ui/lists';
import { useVideoTasksTranslation } from '../../i18n';
import { TASK_SORT_COLUMNS, type TaskSort } from '../model/sort';

/** The column header each order is named after. */
const LABEL_KEYS: Record<TaskSort['by'], string> = {
  task_id: 'table.taskId',
  template_id: 'table.templateId',
  platform: 'table.platform',
  task_status: 'table.status',
  created_at: 'table.createdAt',
};

export interface TaskSortSelectProps {
  value: TaskSort;
  onChange: (sort: TaskSort) => void;
}

/** 排序 above a phone's cards: each order the headers offer, either way. */
export function TaskSortSelect({ value, onChange }: TaskSortSelectProps) {
  const { t } = useVideoTasksTranslation();
  const options = useMemo(
    () =>
      TASK_SORT_COLUMNS.flatMap((by): SortOption<TaskSort['by']>[] => {
        const column = t(LABEL_KEYS[by]);
        return [
          { sort: { by, order: 'asc' }, label: t('sort.ascending', { column }) },
          { sort: { by, order: 'desc' }, label: t('sort.descending', { column }) },
        ];
      }),
    [t],
  );
  return <SortSelect label={t('sort.label')} options={options} value={value} onChange={onChange} />;
}
