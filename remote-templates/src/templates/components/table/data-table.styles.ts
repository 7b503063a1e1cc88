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

// The table is plain <table>, <tr>, <th> and <td> drawn as Fluent's small Table draws them:
// Fluent's table components add a context, three style hooks and a class merge to every cell, and
// a page of templates has a great many cells.
export const useDataTableStyles = makeStyles({
  // Wide tables scroll sideways inside the page instead of stretching the layout.
  // It takes focus (so keys can scroll it) and shows it. Its own stacking context keeps the
  // pinned cells' z-index inside it (below the app's sticky top bar).
  scroll: {
    overflowX: 'auto',
    width: '100%',
    isolation: 'isolate',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  // Columns are sized to their content (Fluent's own table lays them out fixed and equal).
  table: {
    verticalAlign: 'middle',
    borderCollapse: 'collapse',
    backgroundColor: tokens.colorSubtleBackground,
    tableLayout: 'auto',
    width: 'auto',
    minWidth: '100%',
    [CARDS_QUERY]: { display: 'block', width: '100%', minWidth: 0 },
  },
  head: { [CARDS_QUERY]: visuallyHidden },
  body: { [CARDS_QUERY]: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } },
  // Opaque, so the pinned cells (which take the row's background) hide what scrolls under them.
  row: {
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [CARDS_QUERY]: { display: 'block', borderBottom: 'none' },
  },
  dataRow: {
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1Hover },
    ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed, color: tokens.colorNeutralForeground1Pressed },
    // A card: the title and badges on top, then the media, the key fields and the buttons.
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
      // Ends the first line (id, name, badges): the media start a line of their own. The negative
      // margin takes back the gap this empty line adds.
      '::before': { content: '""', order: 3, flexBasis: '100%', height: 0, marginTop: `calc(-1 * ${tokens.spacingVerticalS})` },
    },
  },
  headerCell: {
    height: '32px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    textAlign: 'start',
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    fontWeight: tokens.fontWeightSemibold,
  },
  // Short values stay on one line; long texts (prompt, params) wrap inside their own width.
  cell: {
    position: 'relative',
    height: '34px',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    // A column with no place on the card is left off it.
    [CARDS_QUERY]: { display: 'none', height: 'auto', padding: 0 },
  },
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
  // On the card, whatever the columns' order: the id, name and badges on top, then the media,
  // the fields and the buttons (flex order; reading order stays the columns').
  cardId: {
    [CARDS_QUERY]: {
      display: 'block',
      order: 0,
      color: tokens.colorNeutralForeground3,
      fontVariantNumeric: 'tabular-nums',
      '::before': { content: '"#" / ""' },
    },
  },
  cardTitle: {
    [CARDS_QUERY]: {
      display: 'block',
      order: 1,
      flex: '1 1 auto',
      minWidth: 0,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      fontWeight: tokens.fontWeightSemibold,
    },
  },
  cardBadge: { [CARDS_QUERY]: { display: 'block', order: 2 } },
  cardMedia: { [CARDS_QUERY]: { display: 'block', order: 4 } },
  // A line of its own: the column's name, then the value, which may wrap.
  cardField: {
    [CARDS_QUERY]: {
      display: 'grid',
      order: 5,
      gridTemplateColumns: '6em minmax(0, 1fr)',
      columnGap: tokens.spacingHorizontalS,
      flexBasis: '100%',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      // The header is read with the cell already; the label is for the eye only.
      '::before': { content: 'attr(data-label) / ""', color: tokens.colorNeutralForeground3 },
    },
  },
  cardActions: {
    [CARDS_QUERY]: {
      display: 'block',
      order: 6,
      flexBasis: '100%',
      paddingTop: tokens.spacingVerticalS,
      borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      whiteSpace: 'normal',
    },
  },
  message: { textAlign: 'center', padding: tokens.spacingVerticalXL, color: tokens.colorNeutralForeground3 },
  failed: { padding: tokens.spacingVerticalM },
  status: { display: 'block', padding: `${tokens.spacingVerticalS} 0`, color: tokens.colorNeutralForeground3 },
});
