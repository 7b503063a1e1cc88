import { makeStyles, tokens } from '@fluentui/react-components';
import { CARDS_QUERY } from './cards-query';

export const useSortHeaderStyles = makeStyles({
  // The whole header is the button: the header's own text, weight and alignment, the pointer, a
  // subtle hover, and the focus ring inside the cell (the pinned cells clip what sticks out).
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    width: '100%',
    minHeight: '24px',
    padding: `0 ${tokens.spacingHorizontalXXS}`,
    margin: `0 calc(-1 * ${tokens.spacingHorizontalXXS})`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    // A phone shows cards, whose order comes from the sort select: the header is its name only
    // (the cell's aria-label), and a hidden header's button must not take the focus.
    [CARDS_QUERY]: { visibility: 'hidden' },
  },
  icon: { flexShrink: 0, fontSize: '16px', color: tokens.colorNeutralForeground2 },
  // The select above the cards, and nowhere else.
  select: {
    display: 'none',
    [CARDS_QUERY]: {
      display: 'flex',
      flexDirection: 'row',
      alignItems: 'center',
      gap: tokens.spacingHorizontalS,
      marginBottom: tokens.spacingVerticalS,
      // The label (排序) keeps its one line; the select takes the rest of the row.
      '& > label': { flexShrink: 0, whiteSpace: 'nowrap' },
      '& > :not(label)': { flexGrow: 1, minWidth: 0 },
    },
  },
});
