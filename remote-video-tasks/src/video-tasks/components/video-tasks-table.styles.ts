import { makeStyles, tokens } from '@fluentui/react-components';

/** Screens this narrow show each task as a card: a phone held upright, not a tablet or a small window. */
export const CARDS_QUERY = '@media (max-width: 600px)';

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

export const useVideoTasksTableStyles = makeStyles({
  // 13 columns do not fit a phone or a narrow window: the table scrolls sideways inside its box.
  // It takes focus (so keys can scroll it) and shows it. Its own stacking context keeps the
  // pinned cells' z-index inside it (below the app's sticky top bar).
  scroller: {
    overflowX: 'auto',
    minWidth: 0,
    isolation: 'isolate',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  // Fluent's table is fixed-layout (equal columns); ids and dates need far less room than media,
  // so columns size to their content and the 13 fit a laptop screen.
  table: { tableLayout: 'auto', [CARDS_QUERY]: { display: 'block' } },
  head: { [CARDS_QUERY]: visuallyHidden },
  body: { [CARDS_QUERY]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } },
  // Opaque, so the pinned cells (which take the row's background, and its hover) hide what scrolls under them.
  row: { backgroundColor: tokens.colorNeutralBackground1, [CARDS_QUERY]: { display: 'block', borderBottom: 'none' } },
  // A card: the id, badges and menu on top, then the video and the key fields.
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
  // The skeleton and empty rows: one block across the list.
  wideCell: { [CARDS_QUERY]: { display: 'block', padding: tokens.spacingVerticalM } },
  nowrap: { whiteSpace: 'nowrap' },
  numeric: { fontVariantNumeric: 'tabular-nums' },
  none: { color: tokens.colorNeutralForeground3 },
  empty: { textAlign: 'center', padding: `${tokens.spacingVerticalXXL} 0`, color: tokens.colorNeutralForeground3 },
  // Pinned cells stay above the cells scrolling under them, with a line and a soft shadow on that side.
  pinned: {
    position: 'sticky',
    zIndex: 2,
    backgroundColor: 'inherit',
    [CARDS_QUERY]: { position: 'static', zIndex: 'auto', boxShadow: 'none' },
  },
  pinStart: {
    left: 0,
    boxShadow: `inset -1px 0 0 ${tokens.colorNeutralStroke2}, 6px 0 6px -6px ${tokens.colorNeutralShadowKey}`,
  },
  pinEnd: {
    right: 0,
    boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}, -6px 0 6px -6px ${tokens.colorNeutralShadowKey}`,
  },
  // On the card, whatever the columns' order (flex order; reading order stays the columns').
  cardId: {
    [CARDS_QUERY]: {
      display: 'block',
      order: 0,
      fontWeight: tokens.fontWeightSemibold,
      fontVariantNumeric: 'tabular-nums',
      '::before': { content: '"#" / ""' },
    },
  },
  cardBadge: { [CARDS_QUERY]: { display: 'block', order: 1 } },
  // The menu button at the end of the card's first line.
  cardActions: { [CARDS_QUERY]: { display: 'block', order: 2, marginInlineStart: 'auto' } },
  cardMedia: { [CARDS_QUERY]: { display: 'block', order: 3, flexBasis: '100%' } },
  // A line of its own: the column's name, then the value.
  cardField: {
    [CARDS_QUERY]: {
      display: 'grid',
      order: 4,
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
