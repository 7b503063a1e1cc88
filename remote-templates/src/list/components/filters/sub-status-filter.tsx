import { valueText } from '@video-admin/shared-ui/labels';
import { FilterInForce } from '@video-admin/shared-ui/lists';
import { useTemplatesTranslation } from '../../../i18n';

export interface SubStatusFilterProps {
  /** The sub-statuses in force; nothing shows without one. */
  subStatuses: readonly string[];
  onClear: () => void;
}

/**
 * The sub-statuses a link filters the list by (the dashboard's failed templates), named in the
 * screen's language: the filter row has no field for them, so they show here while in force,
 * with a button that removes them. Both spellings of one sub-status read as one name.
 */
export function SubStatusFilter({ subStatuses, onClear }: SubStatusFilterProps) {
  const { t, lng } = useTemplatesTranslation();
  if (subStatuses.length === 0) return null;
  const names = [...new Set(subStatuses.map((subStatus) => valueText('subStatus', subStatus, lng)))];
  const values = names.join(lng === 'zh-CN' ? '、' : ', ');
  return (
    <FilterInForce
      label={t('filters.subStatusInForce', { values })}
      removeLabel={t('filters.removeSubStatus', { values })}
      onRemove={onClear}
    />
  );
}
