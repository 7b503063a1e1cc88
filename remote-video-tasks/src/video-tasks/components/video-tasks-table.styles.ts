import { makeStyles, tokens } from '@fluentui/react-components';
import { CARDS_QUERY } from '@video-admin/shared-ui/lists';

// The scrolling box, the pinned columns and the phone's card come from shared-ui
// (useResponsiveTableStyles); these are the task table's own looks.
export const useVideoTasksTableStyles = makeStyles({
  // Fluent's table is fixed-layout (equal columns); ids and dates need far less room than media,
  // so columns size to their content and the 13 fit a laptop screen.
  table: { tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  // A date is never cut or broken: one line, its column at least as wide as the date.
  date: { whiteSpace: 'nowrap', minWidth: 'max-content', fontVariantNumeric: 'tabular-nums' },
  numeric: { fontVariantNumeric: 'tabular-nums' },
  none: { color: tokens.colorNeutralForeground3 },
  empty: { textAlign: 'center', padding: `${tokens.spacingVerticalXXL} 0`, color: tokens.colorNeutralForeground3 },
  // On the card, whatever the columns' order: the id, badges and menu on top, then the video and
  // the key fields (flex order; reading order stays the columns').
  // The checkbox heads the card, before the id.
  cardSelect: { [CARDS_QUERY]: { order: 0, lineHeight: 0 } },
  cardId: { [CARDS_QUERY]: { fontWeight: tokens.fontWeightSemibold } },
  cardBadge: { [CARDS_QUERY]: { order: 1 } },
  // The menu button at the end of the card's first line.
  cardActions: { [CARDS_QUERY]: { order: 2, marginInlineStart: 'auto' } },
  cardMedia: { [CARDS_QUERY]: { order: 3, flexBasis: '100%' } },
  cardField: { [CARDS_QUERY]: { order: 4 } },
});
