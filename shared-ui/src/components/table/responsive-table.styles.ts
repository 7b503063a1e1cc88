import { makeStyles, tokens } from '@fluentui/react-components';
import { CARDS_QUERY } from './cards-query';

// Hidden from sight, still read by screen readers: the column headers name the cells of a card too.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * What the admin tables share: a box that scrolls sideways with columns pinned at its edges, and on
 * a phone each row laid out as a card. Where a column's value sits on the card (the flex `order`)
 * is each table's own; these give the places their display.
 */
export const useResponsiveTableStyles = makeStyles({
  // Wide tables scroll sideways inside the page instead of stretching the layout.
  // It takes focus (so keys can scroll it) and shows it. Its own stacking context keeps the
  // pinned cells' z-index inside it (below the app's sticky top bar).
  scroll: {
    overflowX: 'auto',
    width: '100%',
    minWidth: 0,
    isolation: 'isolate',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  table: { [CARDS_QUERY]: { display: 'block', width: '100%', minWidth: 0 } },
  head: { [CARDS_QUERY]: visuallyHidden },
  body: { [CARDS_QUERY]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } },
  // Opaque, so the pinned cells (which take the row's background, and its hover) hide what scrolls under them.
  row: { backgroundColor: tokens.colorNeutralBackground1, [CARDS_QUERY]: { display: 'block', borderBottom: 'none' } },
  card: {
    [CARDS_QUERY]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: tokens.spacingHorizontalS,
      rowGap: tokens.spacingVerticalS,
      padding: tokens.spacingHorizontalM,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      borderRadius: tokens.borderRadiusLarge,
      boxShadow: tokens.shadow2,
    },
  },
  // A column with no place on the card is left off it.
  cell: { [CARDS_QUERY]: { display: 'none', height: 'auto', padding: 0 } },
  // The loading, failed and empty rows are one cell across the table; on a phone, one across the list.
  wideCell: { [CARDS_QUERY]: { display: 'block', width: '100%', padding: tokens.spacingVerticalM } },
  // Pinned cells take the row's opaque background (and its hover) and stay above the cells scrolling under them.
  pinned: {
    position: 'sticky',
    zIndex: 2,
    backgroundColor: 'inherit',
    [CARDS_QUERY]: { position: 'static', zIndex: 'auto', boxShadow: 'none' },
  },
  // A line and a soft shadow on the side the other columns scroll under.
  startEdge: { boxShadow: `inset -1px 0 0 ${tokens.colorNeutralStroke2}, 6px 0 6px -6px ${tokens.colorNeutralShadowKey}` },
  endEdge: { boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}, -6px 0 6px -6px ${tokens.colorNeutralShadowKey}` },
  cardId: {
    [CARDS_QUERY]: { display: 'block', order: 0, fontVariantNumeric: 'tabular-nums', '::before': { content: '"#" / ""' } },
  },
  cardBlock: { [CARDS_QUERY]: { display: 'block' } },
  // A line of its own: the column's name, then the value, which may wrap.
  cardField: {
    [CARDS_QUERY]: {
      display: 'grid',
      gridTemplateColumns: '6em minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalS,
      flexBasis: '100%',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      // The header is read with the cell already; the label is for the eye only.
      '::before': { content: 'attr(data-label) / ""', color: tokens.colorNeutralForeground3 },
    },
  },
});
