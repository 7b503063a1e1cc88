import { Field, Input } from '@fluentui/react-components';
import { useVideoTasksTranslation } from '../../i18n';
import { parseIdFilter, type IdFilterKey } from '../model/filters';

export interface IdFilterFieldProps {
  filterKey: IdFilterKey;
  label: string;
  /** The text typed, applied by the filter form's 筛选 or Enter. */
  value: string;
  onChange: (text: string) => void;
  className?: string;
  inputClassName?: string;
}

/** An id filter: typed freely, flagged at once when it is not a whole number (such an id is never sent). */
export function IdFilterField({ filterKey, label, value, onChange, className, inputClassName }: IdFilterFieldProps) {
  const { t } = useVideoTasksTranslation();
  const invalid = parseIdFilter(value, filterKey) === null;

  return (
    <Field
      className={className}
      label={label}
      validationState={invalid ? 'error' : 'none'}
      validationMessage={invalid ? t('filters.notANumber') : undefined}
    >
      <Input
        className={inputClassName}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('filters.idPlaceholder')}
        value={value}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}
