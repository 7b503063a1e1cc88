import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { useId, useState, type ReactNode } from 'react';
import { CARDS_QUERY } from '../table/cards-query';

const useStyles = makeStyles({
  // Only a phone folds the filters; a wider screen always shows them and never this button.
  toggle: { display: 'none', [CARDS_QUERY]: { display: 'inline-flex', marginBottom: tokens.spacingVerticalS } },
  folded: { [CARDS_QUERY]: { display: 'none' } },
});

/** How many of a list's filters hold a value. */
export function filtersInForce(values: Readonly<Record<string, string | null | undefined>>): number {
  return Object.values(values).filter((value) => !!value?.trim()).length;
}

export interface CollapsibleFiltersProps {
  /** The button's words with the count of filters in force, in the screen's language: 筛选 (2). */
  label: string;
  /** The filter row. */
  children: ReactNode;
}

/**
 * A list's filter row that a phone folds behind a button naming how many filters are in force, so
 * the first rows of the list are on the first screen; tapped, the fields show below it. Wider
 * screens show the row as it is and no button. The fields stay mounted while folded, with what
 * was typed in them.
 */
export function CollapsibleFilters({ label, children }: CollapsibleFiltersProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Button
        className={styles.toggle}
        // The filter row's own icon (its 筛选 button's); aria-expanded tells whether the fields show.
        icon={<FilterRegular />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
      >
        {label}
      </Button>
      <div id={id} className={mergeClasses(!open && styles.folded)}>
        {children}
      </div>
    </div>
  );
}
