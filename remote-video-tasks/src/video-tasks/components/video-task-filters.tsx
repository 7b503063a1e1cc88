import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { CollapsibleFilters, FilterActions, filtersInForce, ListSelect } from '@video-admin/shared-ui/lists';
import { useVideoTasksTranslation } from '../../i18n';
import { FILTER_KEYS, filtersFromSearch, type FilterKey, type IdFilterKey } from '../model/filters';
import { platformLabel, platformsToFilter } from '../model/platforms';
import { useTaskSort } from '../hooks/use-task-sort';
import { IdFilterField } from './id-filter-field';
import { TaskStatusOptions } from './task-status-options';

// Laid out as the templates screen's filter row: fields side by side, wrapping on a narrow
// screen, the buttons on the fields' baseline.
const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    paddingBottom: tokens.spacingVerticalM,
  },
  field: { width: '150px' },
  // Fluent's Input has a minimum width wider than these fields.
  input: { width: '100%', minWidth: 0 },
});

const ID_FIELDS: { key: IdFilterKey; label: string }[] = [
  { key: 'task_id', label: 'filters.taskId' },
  { key: 'template_id', label: 'filters.templateId' },
  { key: 'original_template_id', label: 'filters.originalTemplateId' },
  { key: 'user_id', label: 'filters.userId' },
];

export interface VideoTaskFiltersProps {
  /** The filters in force (from the URL); the form starts from them and follows them. */
  values: Record<FilterKey, string>;
  /** Sets filters in the URL; the caller's URL state returns to page 1 on any change. */
  onChange: (changes: Partial<Record<FilterKey, string | null>>) => void;
}

/**
 * The filter row. A changed select applies at once, together with the id fields as they stand; an
 * id field applies on Enter (or 筛选), so a half-typed id never reloads the list. Every change
 * returns to page 1. 清空 clears the form and the filters in force.
 */
export function VideoTaskFilters({ values, onChange }: VideoTaskFiltersProps) {
  const styles = useStyles();
  const { t, lng } = useVideoTasksTranslation();
  const { sort } = useTaskSort();
  const [draft, setDraft] = useState(values);
  const platforms = platformsToFilter(values.platform);

  // Back/forward moves the URL: the form shows what is in force.
  useEffect(() => setDraft(values), [values]);

  const set = (key: FilterKey, value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const applyForm = (form: Record<FilterKey, string>) => onChange(Object.fromEntries(FILTER_KEYS.map((key) => [key, form[key].trim()])));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    applyForm(draft);
  };

  const choose = (key: 'platform' | 'task_status' | 'is_read', value: string) => {
    const form = { ...draft, [key]: value };
    setDraft(form);
    applyForm(form);
  };

  const clear = () => {
    setDraft(Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Record<FilterKey, string>);
    onChange(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));
  };

  // A phone folds the row behind 筛选 (n), n the filters in force, so the first tasks show sooner.
  return (
    <CollapsibleFilters label={t('filters.toggle', { count: filtersInForce(values) })}>
      <form role="search" className={styles.root} aria-label={t('filters.label')} noValidate onSubmit={apply}>
        {ID_FIELDS.map(({ key, label }) => (
          <IdFilterField
            key={key}
            filterKey={key}
            className={styles.field}
            inputClassName={styles.input}
            label={t(label)}
            value={draft[key]}
            onChange={(text) => set(key, text)}
          />
        ))}
        <Field className={styles.field} label={t('filters.platform')}>
          {(control) => (
            <ListSelect {...control} value={draft.platform} onChange={(event) => choose('platform', event.target.value)}>
              <option value="">{t('filters.allPlatforms')}</option>
              {platforms.map((platform) => (
                <option key={platform} value={platform}>
                  {platformLabel(lng, platform)}
                </option>
              ))}
            </ListSelect>
          )}
        </Field>
        <Field className={styles.field} label={t('filters.status')}>
          {(control) => (
            <ListSelect {...control} value={draft.task_status} onChange={(event) => choose('task_status', event.target.value)}>
              <option value="">{t('filters.allStatuses')}</option>
              <TaskStatusOptions />
            </ListSelect>
          )}
        </Field>
        <Field className={styles.field} label={t('filters.read')}>
          {(control) => (
            <ListSelect {...control} value={draft.is_read} onChange={(event) => choose('is_read', event.target.value)}>
              <option value="">{t('filters.allReads')}</option>
              <option value="false">{t('read.unread')}</option>
              <option value="true">{t('read.read')}</option>
            </ListSelect>
          )}
        </Field>
        <FilterActions
          labels={{ apply: t('filters.apply'), clear: t('filters.clear'), export: t('filters.export') }}
          onClear={clear}
          // What the list shows: its filters, in its order.
          exportFrom={{
            path: '/api/backend/video-tasks/export',
            params: { ...filtersFromSearch(values), sort_by: sort.by, sort_order: sort.order },
          }}
        />
      </form>
    </CollapsibleFilters>
  );
}
