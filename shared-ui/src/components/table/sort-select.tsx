import { Field } from '@fluentui/react-components';
import { ListSelect } from '../list-select/list-select';
import { sortValue, type ListSort, type SortOrder } from './list-sort';
import { useSortHeaderStyles } from './sort-header.styles';

export interface SortOption<C extends string> {
  sort: ListSort<C>;
  label: string;
}

/** Every column either way, ascending first, each named by `label` (in the screen's language). */
export function sortOptions<C extends string>(columns: readonly C[], label: (by: C, order: SortOrder) => string): SortOption<C>[] {
  return columns.flatMap((by) => (['asc', 'desc'] as const).map((order) => ({ sort: { by, order }, label: label(by, order) })));
}

export interface SortSelectProps<C extends string> {
  /** The select's label (排序). */
  label: string;
  options: SortOption<C>[];
  value: ListSort<C>;
  onChange: (sort: ListSort<C>) => void;
}

/** The order of a list shown as cards (a phone), where there are no column headers to click. */
export function SortSelect<C extends string>({ label, options, value, onChange }: SortSelectProps<C>) {
  const styles = useSortHeaderStyles();
  return (
    <Field label={label} size="small" orientation="horizontal" className={styles.select}>
      {(control) => (
        <ListSelect
          {...control}
          small
          value={sortValue(value)}
          onChange={(event) => {
            const chosen = options.find((option) => sortValue(option.sort) === event.target.value);
            if (chosen) onChange(chosen.sort);
          }}
        >
          {options.map((option) => (
            <option key={sortValue(option.sort)} value={sortValue(option.sort)}>
              {option.label}
            </option>
          ))}
        </ListSelect>
      )}
    </Field>
  );
}
