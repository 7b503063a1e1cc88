import { formatDateTime } from '@video-admin/shared-ui';
import { FilterInForce } from '@video-admin/shared-ui/lists';
import { useVideoTasksTranslation } from '../../i18n';

export interface CreatedAfterFilterProps {
  /** The created_after filter in force, as the list call is sent it; nothing shows without one. */
  value: string | undefined;
  onClear: () => void;
}

/**
 * The created-since filter a link brought (the dashboard's "failed in the last 7 days"): the filter
 * row has no field for it, so it shows here while in force, with a button that removes it.
 */
export function CreatedAfterFilter({ value, onClear }: CreatedAfterFilterProps) {
  const { t } = useVideoTasksTranslation();
  if (!value) return null;
  const time = formatDateTime(value);
  return (
    <FilterInForce label={t('filters.createdAfter', { time })} removeLabel={t('filters.removeCreatedAfter', { time })} onRemove={onClear} />
  );
}
