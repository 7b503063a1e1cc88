import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { CollapsibleFilters, FilterActions, filtersInForce, ListSelect } from '@video-admin/shared-ui/lists';
import { useUsersTranslation } from '../../i18n';
import { AUDIT_KIND_FAMILIES } from '../model/audit-entry';
import { AUDIT_FILTER_KEYS, auditFilters, type AuditFilterKey } from '../model/filters';

/** The audit log's export: every entry the filters in force match, as CSV. */
const AUDIT_EXPORT = '/api/v1/audit/export';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { width: '180px' },
  day: { width: '150px' },
  input: { width: '100%', minWidth: 0 },
});

const TEXT_FIELDS = [
  { key: 'person', placeholder: 'audit.personPlaceholder' },
  { key: 'target', placeholder: 'audit.targetPlaceholder' },
] as const;

export interface AuditFiltersProps {
  values: Record<AuditFilterKey, string>;
  onChange: (changes: Partial<Record<AuditFilterKey, string | null>>) => void;
}

/**
 * Who, what kind (at once), which target (a part of either), and a span of days; the texts apply
 * on Enter or 筛选; 清空 clears them all; 导出 downloads every entry the filters in force match.
 */
export function AuditFilters({ values, onChange }: AuditFiltersProps) {
  const styles = useStyles();
  const { t } = useUsersTranslation();
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const set = (key: AuditFilterKey, value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange(Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, draft[key].trim()])));
  };
  const clear = () => {
    setDraft(Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, ''])) as Record<AuditFilterKey, string>);
    onChange(Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, null])));
  };

  return (
    <CollapsibleFilters label={t('filters.toggle', { count: filtersInForce(values) })}>
      <form role="search" className={styles.root} aria-label={t('audit.filtersLabel')} noValidate onSubmit={apply}>
        {TEXT_FIELDS.map(({ key, placeholder }) => (
          <Field key={key} label={t(`audit.${key}`)} className={styles.field}>
            <Input
              className={styles.input}
              value={draft[key]}
              placeholder={placeholder ? t(placeholder) : undefined}
              maxLength={255}
              onChange={(_, data) => set(key, data.value)}
            />
          </Field>
        ))}
        <Field label={t('audit.kind')} className={styles.field}>
          {(control) => (
            <ListSelect
              {...control}
              value={draft.kind}
              onChange={(event) => {
                // A kind applies at once, with the texts as they stand.
                const form = { ...draft, kind: event.target.value };
                setDraft(form);
                onChange(Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, form[key].trim()])));
              }}
            >
              <option value="">{t('audit.anyKind')}</option>
              {AUDIT_KIND_FAMILIES.map((family) => (
                <option key={family} value={family}>
                  {t(`audit.kinds.${family}`)}
                </option>
              ))}
            </ListSelect>
          )}
        </Field>
        {(['from', 'to'] as const).map((key) => (
          <Field key={key} label={t(`audit.${key}`)} className={styles.day}>
            <Input className={styles.input} type="date" value={draft[key]} onChange={(_, data) => set(key, data.value)} />
          </Field>
        ))}
        <FilterActions
          labels={{ apply: t('filters.apply'), clear: t('filters.clear'), export: t('audit.export') }}
          onClear={clear}
          exportFrom={{ path: AUDIT_EXPORT, params: auditFilters(values) }}
        />
      </form>
    </CollapsibleFilters>
  );
}
