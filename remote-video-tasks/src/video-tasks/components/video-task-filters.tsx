import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useState } from 'react';
import { useVideoTasksTranslation } from '../../i18n';
import { FILTER_KEYS, type FilterKey, type IdFilterKey } from '../model/filters';
import { platformLabel, platformsToOffer } from '../model/platforms';
import { IdFilterField } from './id-filter-field';
import { TaskStatusOptions } from './task-status-options';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  field: { width: '150px' },
  // Fluent's Input has a minimum width wider than these fields.
  input: { width: '100%', minWidth: 0 },
  // Lines the button up with the inputs, below their labels.
  clear: { marginTop: '26px' },
});

const ID_FIELDS: { key: IdFilterKey; label: string }[] = [
  { key: 'task_id', label: 'filters.taskId' },
  { key: 'template_id', label: 'filters.templateId' },
  { key: 'original_template_id', label: 'filters.originalTemplateId' },
  { key: 'user_id', label: 'filters.userId' },
];

export interface VideoTaskFiltersProps {
  values: Record<FilterKey, string>;
  /** Platforms beyond the known three that the server reported (its local platform). */
  reportedPlatforms: string[];
  /** Sets filters in the URL; the caller's URL state returns to page 1 on any change. */
  onChange: (changes: Partial<Record<FilterKey, string | null>>) => void;
}

export function VideoTaskFilters({ values, reportedPlatforms, onChange }: VideoTaskFiltersProps) {
  const styles = useStyles();
  const { t } = useVideoTasksTranslation();
  // Remounting the id fields on clear also drops text typed but not yet applied.
  const [generation, setGeneration] = useState(0);
  const platforms = platformsToOffer(values.platform ? [...reportedPlatforms, values.platform] : reportedPlatforms);

  const clear = () => {
    setGeneration((n) => n + 1);
    onChange(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])));
  };

  return (
    <div role="search" className={styles.root} aria-label={t('filters.label')}>
      {ID_FIELDS.map(({ key, label }) => (
        <IdFilterField
          key={`${key}-${generation}`}
          filterKey={key}
          className={styles.field}
          inputClassName={styles.input}
          label={t(label)}
          value={values[key]}
          onCommit={(text) => onChange({ [key]: text })}
        />
      ))}
      <Field className={styles.field} label={t('filters.platform')}>
        <Select value={values.platform} onChange={(_, data) => onChange({ platform: data.value })}>
          <option value="">{t('filters.allPlatforms')}</option>
          {platforms.map((platform) => (
            <option key={platform} value={platform}>
              {platformLabel(t, platform)}
            </option>
          ))}
        </Select>
      </Field>
      <Field className={styles.field} label={t('filters.status')}>
        <Select value={values.task_status} onChange={(_, data) => onChange({ task_status: data.value })}>
          <option value="">{t('filters.allStatuses')}</option>
          <TaskStatusOptions />
        </Select>
      </Field>
      <Button className={styles.clear} icon={<DismissRegular />} onClick={clear}>
        {t('filters.clear')}
      </Button>
    </div>
  );
}
