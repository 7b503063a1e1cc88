import { makeStyles, tokens } from '@fluentui/react-components';
import { CARDS_QUERY } from '@video-admin/shared-ui/lists';

export const useItemsStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // No browser margin above the h1: every screen's title stands at the same height (the back office's too).
  title: { margin: 0 },
  toolbar: { display: 'flex' },
  // Fluent's table is fixed-layout (equal columns): the id takes the width it needs, never cut.
  table: { tableLayout: 'auto' },
  idCell: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // A UUID has no good place to break: one line, whole in the table (its column is as wide as it),
  // cut with an ellipsis only on a screen narrower than it; the whole value is in its title and
  // read out in full.
  uuid: { display: 'block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actionsColumn: { width: '64px' },
  missing: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  // A title or description: one line at most 320px wide in the table (whole on hover and focus).
  text: { maxWidth: '320px' },
  // The card: the title and the menu on its first line, then the id and the description, each on
  // a line of its own (flex order; the reading order stays the columns').
  cardTitle: {
    [CARDS_QUERY]: { display: 'block', order: 0, flex: '1 1 0', minWidth: 0, fontWeight: tokens.fontWeightSemibold },
  },
  cardActions: { [CARDS_QUERY]: { display: 'block', order: 1, flexShrink: 0 } },
  cardId: { [CARDS_QUERY]: { display: 'block', order: 2, flexBasis: '100%', minWidth: 0 } },
  cardDescription: { [CARDS_QUERY]: { display: 'block', order: 3, flexBasis: '100%', minWidth: 0 } },
  footer: { display: 'flex', justifyContent: 'flex-end' },
  // Fluent has no danger button; the status palette keeps it readable in light and dark themes.
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerForeground1 },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerForeground1 },
  },
});
