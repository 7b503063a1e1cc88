import { Field, Input } from '@fluentui/react-components';
import { useVideoTasksTranslation } from '../../i18n';
import { useDebouncedCommit } from '../hooks/use-debounced-commit';
import { parseIdFilter, type IdFilterKey } from '../model/filters';

const COMMIT_DELAY_MS = 400;

export interface IdFilterFieldProps {
  filterKey: IdFilterKey;
  label: string;
  /** The raw text kept in the URL. */
  value: string;
  onCommit: (text: string) => void;
  className?: string;
  inputClassName?: string;
}

/** An id filter: typed freely, applied after a pause, flagged at once when it is not a whole number. */
export function IdFilterField({ filterKey, label, value, onCommit, className, inputClassName }: IdFilterFieldProps) {
  const { t } = useVideoTasksTranslation();
  const { text, setText, flush } = useDebouncedCommit(value, onCommit, COMMIT_DELAY_MS);
  const invalid = parseIdFilter(text, filterKey) === null;

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
        value={text}
        onChange={(_, data) => setText(data.value)}
        onBlur={flush}
        onKeyDown={(event) => event.key === 'Enter' && flush()}
      />
    </Field>
  );
}
