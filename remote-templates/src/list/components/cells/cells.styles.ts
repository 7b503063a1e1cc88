import { makeStyles, tokens } from '@fluentui/react-components';
import { CARDS_QUERY } from '../table/cards-query';

// Screens wide enough for the table (those that do not show cards).
const TABLE_QUERY = CARDS_QUERY.replace('@media ', '@media not all and ');

export const useCellStyles = makeStyles({
  thumb: {
    display: 'block',
    width: '64px',
    height: '64px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  muted: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  // Long texts stay on one line in the table, cut with an ellipsis (TruncatedText shows the rest).
  truncated: { maxWidth: '220px' },
  // The prompt's first 100 characters wrap inside their width.
  wrapped: { minWidth: '200px', maxWidth: '320px', whiteSpace: 'normal', wordBreak: 'break-word' },
  nowrap: { whiteSpace: 'nowrap' },
  // A name is cut at 144 px (whole on hover and focus): the tabs' default views fit a 1280 px screen.
  name: { maxWidth: '144px' },
  // The params' one-line summary, in the monospace their JSON is read in; as narrow as the name.
  params: { maxWidth: '160px', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  // One line in the table's pinned column; on a phone's card the buttons wrap, each whole.
  // In the table the buttons are their words alone, as wide as those (Fluent's small button is
  // at least 64 px and its icon 20 more): four of them take about 200 px rather than 310, room a
  // 1280 px screen needs for the default view's columns. A busy button shows its spinner; a
  // phone's card, which has the room, shows the icons too.
  actions: {
    display: 'flex',
    flexWrap: 'nowrap',
    gap: tokens.spacingHorizontalXS,
    whiteSpace: 'nowrap',
    [TABLE_QUERY]: {
      '& > button': { minWidth: 0 },
      '& > button:not([data-busy]) > span:first-child': { display: 'none' },
    },
    [CARDS_QUERY]: { flexWrap: 'wrap' },
  },
  images: { display: 'flex', gap: tokens.spacingHorizontalXS },
});
