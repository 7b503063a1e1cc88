import { Field } from '@fluentui/react-components';
import { memo, useEffect, useRef, useState, type FormEvent } from 'react';
import type { DownloadParams } from '@video-admin/shared-ui';
import { CollapsibleFilters, FilterActions, filtersInForce, ListSelect } from '@video-admin/shared-ui/lists';
import { valueText } from '@video-admin/shared-ui/labels';
import { useTemplatesTranslation } from '../../../i18n';
import { PLATFORMS, TEMPLATE_STATUSES } from '../../../model/template';
import type { FilterKey } from '../../../model/template-list';
import { STATUS_TAB } from '../../../model/tabs';
import { useFilterBarStyles } from './filter-bar.styles';
import { FilterInput } from './filter-input';

export interface FilterBarProps<K extends FilterKey> {
  keys: readonly K[];
  /** The filters in force (from the URL); the form starts from them and follows them. */
  values: Record<K, string>;
  onApply: (values: Record<K, string>) => void;
  onClear: () => void;
  /** The filters in force, tab included: an 导出 CSV button downloads every row they match. */
  exportParams?: DownloadParams;
}

const ID_PATTERN = /^\s*\d*\s*$/;

type Draft = Partial<Record<FilterKey, string>>;

/**
 * The filter row of a tab. Nothing applies until 筛选 (or Enter in a field), the same on the video
 * task screen: a half-typed value never reloads the list. 清空 clears the form and the filters in
 * force. The one rule, a numeric template id, is checked when the id field is left and on 筛选,
 * and again at every keystroke while its message shows.
 *
 * Five fields and one rule need no form library: react-hook-form stays in the edit dialog, which
 * loads on first use, instead of weighing on every tab's first screen.
 */
function FilterBarForm<K extends FilterKey>({ keys, values, onApply, onClear, exportParams }: FilterBarProps<K>) {
  const { t, lng } = useTemplatesTranslation();
  const styles = useFilterBarStyles();
  const [draft, setDraft] = useState<Draft>(values);
  const [idError, setIdError] = useState<string>();
  const idInput = useRef<HTMLInputElement>(null);

  // Back/forward or a tab change moves the URL: the form shows what is in force.
  useEffect(() => {
    setDraft(values);
    setIdError(undefined);
  }, [values]);

  const idMessage = (id: string | undefined) => (ID_PATTERN.test(id ?? '') ? undefined : t('filters.invalidId'));
  const set = (key: FilterKey, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === 'template_id' && idError) setIdError(idMessage(value));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = keys.includes('template_id' as K) ? idMessage(draft.template_id) : undefined;
    setIdError(error);
    if (error) {
      idInput.current?.focus();
      return;
    }
    onApply(Object.fromEntries(keys.map((key) => [key, draft[key] ?? ''])) as Record<K, string>);
  };

  const clear = () => {
    setDraft(Object.fromEntries(keys.map((key) => [key, ''])));
    setIdError(undefined);
    onClear();
  };

  // The fields are the browser's own input and select (FilterInput, ListSelect), drawn like Fluent's.
  const nativeText = (key: FilterKey) => ({
    name: key,
    value: draft[key] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(key, event.target.value),
  });

  const fields: Record<FilterKey, React.ReactNode> = {
    template_id: (
      <Field key="template_id" className={styles.field} label={t('filters.templateId')} validationMessage={idError}>
        {(control) => (
          <FilterInput
            {...control}
            {...nativeText('template_id')}
            ref={idInput}
            inputMode="numeric"
            placeholder={t('filters.idPlaceholder')}
            onBlur={() => setIdError(idMessage(draft.template_id))}
          />
        )}
      </Field>
    ),
    template_name: (
      <Field key="template_name" className={styles.field} label={t('filters.templateName')}>
        {(control) => <FilterInput {...control} {...nativeText('template_name')} placeholder={t('filters.namePlaceholder')} />}
      </Field>
    ),
    template_platform: (
      <Field key="template_platform" className={styles.field} label={t('filters.platform')}>
        {(control) => (
          <ListSelect {...control} {...nativeText('template_platform')}>
            <option value="">{t('filters.allPlatforms')}</option>
            {PLATFORMS.map((platform) => (
              <option key={platform} value={platform}>
                {valueText('platform', platform, lng)}
              </option>
            ))}
          </ListSelect>
        )}
      </Field>
    ),
    template_top_title: (
      <Field key="template_top_title" className={styles.field} label={t('filters.topTitle')}>
        {(control) => <FilterInput {...control} {...nativeText('template_top_title')} placeholder={t('filters.topTitlePlaceholder')} />}
      </Field>
    ),
    template_status: (
      <Field key="template_status" className={styles.field} label={t('filters.status')}>
        {(control) => (
          <ListSelect {...control} {...nativeText('template_status')}>
            <option value="">{t('filters.allStatuses')}</option>
            {TEMPLATE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`tabs.${STATUS_TAB[status]}`)}
              </option>
            ))}
          </ListSelect>
        )}
      </Field>
    ),
  };

  // A phone folds the row behind 筛选 (n), n the filters in force, so the first rows show on the first screen.
  return (
    <CollapsibleFilters label={t('filters.toggle', { count: filtersInForce(values) })}>
      <form role="search" aria-label={t('filters.label')} className={styles.form} noValidate onSubmit={submit}>
        {keys.map((key) => fields[key])}
        <FilterActions
          labels={{ apply: t('filters.apply'), clear: t('filters.clear'), export: t('filters.export') }}
          onClear={clear}
          exportFrom={exportParams ? { path: '/api/backend/video-template/export', params: exportParams } : undefined}
        />
      </form>
    </CollapsibleFilters>
  );
}

// A new page or page size renders the tab again with the same filters: the form need not follow.
export const FilterBar = memo(FilterBarForm) as typeof FilterBarForm;
