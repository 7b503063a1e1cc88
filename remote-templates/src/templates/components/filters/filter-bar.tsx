import { Button, Field, Select } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTemplatesTranslation } from '../../../i18n';
import { PLATFORMS, TEMPLATE_STATUSES } from '../../model/template';
import { STATUS_TAB } from '../tabs/tab-definitions';
import { ControlledInput } from '../form/controlled-input';
import { useFilterBarStyles } from './filter-bar.styles';

export type FilterKey = 'template_id' | 'template_name' | 'template_platform' | 'template_top_title' | 'template_status';

export interface FilterBarProps<K extends FilterKey> {
  keys: readonly K[];
  /** The filters in force (from the URL); the form starts from them and follows them. */
  values: Record<K, string>;
  onApply: (values: Record<K, string>) => void;
  onClear: () => void;
  /** The published tab searches by id alone: its button says 搜索. */
  searchOnly?: boolean;
}

/**
 * The filter row of a tab. Typing changes nothing until 筛选 (or Enter); 清空 clears the form
 * and the filters in force.
 */
export function FilterBar<K extends FilterKey>({ keys, values, onApply, onClear, searchOnly = false }: FilterBarProps<K>) {
  const { t } = useTemplatesTranslation();
  const styles = useFilterBarStyles();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Record<FilterKey, string>>({ mode: 'onBlur', defaultValues: values as Partial<Record<FilterKey, string>> });

  // Back/forward or a tab change moves the URL: the form shows what is in force.
  useEffect(() => reset(values as Partial<Record<FilterKey, string>>), [values, reset]);

  const clear = () => {
    reset(Object.fromEntries(keys.map((key) => [key, ''])));
    onClear();
  };

  const fields: Record<FilterKey, React.ReactNode> = {
    template_id: (
      <Field key="template_id" className={styles.field} label={t('filters.templateId')} validationMessage={errors.template_id?.message}>
        <ControlledInput
          control={control}
          name="template_id"
          inputMode="numeric"
          placeholder={t('filters.idPlaceholder')}
          rules={{ pattern: { value: /^\s*\d*\s*$/, message: t('filters.invalidId') } }}
        />
      </Field>
    ),
    template_name: (
      <Field key="template_name" className={styles.field} label={t('filters.templateName')}>
        <ControlledInput control={control} name="template_name" placeholder={t('filters.namePlaceholder')} />
      </Field>
    ),
    template_platform: (
      <Field key="template_platform" className={styles.field} label={t('filters.platform')}>
        <Select {...register('template_platform')}>
          <option value="">{t('filters.allPlatforms')}</option>
          {PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {t(`platform.${platform}`)}
            </option>
          ))}
        </Select>
      </Field>
    ),
    template_top_title: (
      <Field key="template_top_title" className={styles.field} label={t('filters.topTitle')}>
        <ControlledInput control={control} name="template_top_title" placeholder={t('filters.topTitlePlaceholder')} />
      </Field>
    ),
    template_status: (
      <Field key="template_status" className={styles.field} label={t('filters.status')}>
        <Select {...register('template_status')}>
          <option value="">{t('filters.allStatuses')}</option>
          {TEMPLATE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`tabs.${STATUS_TAB[status]}`)}
            </option>
          ))}
        </Select>
      </Field>
    ),
  };

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      className={styles.form}
      noValidate
      onSubmit={handleSubmit((submitted) => onApply(Object.fromEntries(keys.map((key) => [key, submitted[key] ?? ''])) as Record<K, string>))}
    >
      {keys.map((key) => fields[key])}
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" icon={searchOnly ? <SearchRegular /> : <FilterRegular />}>
          {searchOnly ? t('filters.search') : t('filters.apply')}
        </Button>
        <Button icon={<DismissRegular />} onClick={clear}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
