import { makeStyles, tokens } from '@fluentui/react-components';
import { CARDS_QUERY } from '@video-admin/shared-ui/lists';

export const useUsersStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  table: { tableLayout: 'auto' },
  roles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actionsColumn: { width: '64px' },
  text: { maxWidth: '280px' },
  // The card (phone): the e-mail and the menu on its first line, the rest below, a line each.
  cardTitle: { [CARDS_QUERY]: { display: 'block', order: 0, flex: '1 1 0', minWidth: 0, fontWeight: tokens.fontWeightSemibold } },
  cardActions: { [CARDS_QUERY]: { display: 'block', order: 1, flexShrink: 0 } },
  cardLine: { [CARDS_QUERY]: { display: 'block', order: 2, flexBasis: '100%', minWidth: 0 } },
  notOnCard: { [CARDS_QUERY]: { display: 'none' } },
  // A card's lines have no column headers: this names the line where a bare date would be ambiguous.
  onlyOnCard: { display: 'none', [CARDS_QUERY]: { display: 'inline' } },
});
