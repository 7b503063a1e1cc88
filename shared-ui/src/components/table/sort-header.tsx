import { ArrowSortDown16Regular } from '@fluentui/react-icons/headless/svg/arrow-sort-down';
import { ArrowSortUp16Regular } from '@fluentui/react-icons/headless/svg/arrow-sort-up';
import type { SortDirection } from './list-sort';
import { useSortHeaderStyles } from './sort-header.styles';

export interface SortHeaderProps {
  /** The column's name. */
  label: string;
  /** The way the list is in this column's order, if it is; the header cell carries it as aria-sort. */
  direction: SortDirection | undefined;
  onSort: () => void;
}

/**
 * The content of a sortable column header: a button with the column's name and, when the list is
 * in this column's order, an arrow showing which way. The header cell itself says so to assistive
 * technology (aria-sort={direction}) and carries the name as its aria-label: a phone, which shows
 * cards ordered by a select, hides the button (out of sight and out of the tab order) while the
 * header still names its cells.
 */
export function SortHeader({ label, direction, onSort }: SortHeaderProps) {
  const styles = useSortHeaderStyles();
  const Arrow = direction === 'ascending' ? ArrowSortUp16Regular : direction === 'descending' ? ArrowSortDown16Regular : null;
  return (
    <button type="button" className={styles.button} onClick={onSort}>
      {label}
      {Arrow ? <Arrow aria-hidden className={styles.icon} /> : null}
    </button>
  );
}
