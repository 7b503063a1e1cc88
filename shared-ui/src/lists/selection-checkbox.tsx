import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { CARDS_QUERY } from '../components/table/cards-query';

// A native checkbox in the brand colour: a page holds a great many of them, and Fluent's Checkbox
// (its own styles, icons and a label per row) would cost every list screen more code than the
// column is worth. The browser's own box is keyboard- and screen-reader-ready, mixed state included.
const useStyles = makeStyles({
  box: {
    width: '16px',
    height: '16px',
    margin: 0,
    verticalAlign: 'middle',
    cursor: 'pointer',
    accentColor: tokens.colorCompoundBrandBackground,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  // A phone shows cards and hides the table's header: a hidden checkbox must not take the focus.
  header: { [CARDS_QUERY]: { visibility: 'hidden' } },
});

export interface SelectionCheckboxProps {
  /** true, false, or 'mixed' for a header whose page is partly selected. */
  checked: boolean | 'mixed';
  onChange: (checked: boolean) => void;
  /** What it selects, e.g. 选择模板 #12. */
  label: string;
  disabled?: boolean;
  /** The page's checkbox in the table's header, which a phone's cards leave out. */
  inHeader?: boolean;
}

/** The selection column's checkbox: one per row, and one in the header for the whole page. */
export function SelectionCheckbox({ checked, onChange, label, disabled, inHeader }: SelectionCheckboxProps) {
  const styles = useStyles();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = checked === 'mixed';
  }, [checked]);
  return (
    <input
      ref={box}
      type="checkbox"
      className={inHeader ? mergeClasses(styles.box, styles.header) : styles.box}
      aria-label={label}
      checked={checked === true}
      // A mixed box selects the rest of the page when pressed.
      onChange={() => onChange(checked !== true)}
      disabled={disabled}
    />
  );
}
