import { useMemo } from 'react';
import { SortSelect, type SortOption } from '@video-admin/shared-ui/lists';
import { useTemplatesTranslation } from '../../../i18n';
import { TEMPLATE_SORT_COLUMNS, type TemplateSort } from '../../../model/template-list';
import { SORT_LABEL_KEYS, type SortableColumn } from './sortable-columns';

export interface TemplateSortSelectProps {
  value: TemplateSort;
  onChange: (sort: TemplateSort) => void;
}

/** 排序 above a phone's cards: each order the headers offer, either way. */
export function TemplateSortSelect({ value, onChange }: TemplateSortSelectProps) {
  const { t } = useTemplatesTranslation();
  const options = useMemo(
    () =>
      TEMPLATE_SORT_COLUMNS.flatMap((by): SortOption<SortableColumn>[] => {
        const column = t(SORT_LABEL_KEYS[by]);
        return [
          { sort: { by, order: 'asc' }, label: t('sort.ascending', { column }) },
          { sort: { by, order: 'desc' }, label: t('sort.descending', { column }) },
        ];
      }),
    [t],
  );
  return <SortSelect label={t('sort.label')} options={options} value={value} onChange={onChange} />;
}
