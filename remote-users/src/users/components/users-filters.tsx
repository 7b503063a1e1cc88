import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import { CollapsibleFilters, FilterActions, filtersInForce, ListSelect } from '@video-admin/shared-ui/lists';
import { useUsersTranslation } from '../../i18n';
import { USER_FILTER_KEYS, type UserFilterKey } from '../model/filters';
import { ROLES } from '../model/roles';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { width: '240px' },
  role: { width: '160px' },
  input: { width: '100%', minWidth: 0 },
});

export interface UsersFiltersProps {
  /** The filters in force (from the URL); the form starts from them and follows them. */
  values: Record<UserFilterKey, string>;
  onChange: (changes: Partial<Record<UserFilterKey, string | null>>) => void;
}

/** The search (on Enter or 筛选) and the role (at once). Every change returns to page 1. */
export function UsersFilters({ values, onChange }: UsersFiltersProps) {
  const styles = useStyles();
  const { t } = useUsersTranslation();
  const [draft, setDraft] = useState(values);
  // Back/forward moves the URL: the form shows what is in force.
  useEffect(() => setDraft(values), [values]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: draft.q.trim(), role: draft.role });
  };
  const clear = () => {
    setDraft({ q: '', role: '' });
    onChange(Object.fromEntries(USER_FILTER_KEYS.map((key) => [key, null])));
  };

  return (
    <CollapsibleFilters label={t('filters.toggle', { count: filtersInForce(values) })}>
      <form role="search" className={styles.root} aria-label={t('filters.label')} noValidate onSubmit={apply}>
        <Field label={t('filters.q')} className={styles.search}>
          <Input
            className={styles.input}
            type="search"
            value={draft.q}
            placeholder={t('filters.qPlaceholder')}
            maxLength={255}
            onChange={(_, data) => setDraft((current) => ({ ...current, q: data.value }))}
          />
        </Field>
        <Field label={t('filters.role')} className={styles.role}>
          {(props) => (
            <ListSelect
              {...props}
              value={draft.role}
              onChange={(event) => {
                const role = event.target.value;
                setDraft((current) => ({ ...current, role }));
                onChange({ q: draft.q.trim(), role });
              }}
            >
              <option value="">{t('filters.anyRole')}</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </ListSelect>
          )}
        </Field>
        <FilterActions labels={{ apply: t('filters.apply'), clear: t('filters.clear'), export: '' }} onClear={clear} />
      </form>
    </CollapsibleFilters>
  );
}
