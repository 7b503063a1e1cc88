import { useMemo } from 'react';
import { sortOptions, SortSelect } from '@video-admin/shared-ui/lists';
import { useVideoTasksTranslation } from '../../i18n';
import { TASK_SORT, type TaskSort } from '../model/sort';

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
      sortOptions(TASK_SORT.columns, (by, order) =>
        t(order === 'asc' ? 'sort.ascending' : 'sort.descending', { column: t(LABEL_KEYS[by]) }),
      ),
    [t],
  );
  return <SortSelect label={t('sort.label')} options={options} value={value} onChange={onChange} />;
}
