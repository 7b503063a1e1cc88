import { makeStyles, tokens } from '@fluentui/react-components';

export const useItemsStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // No browser margin above the h1: every screen's title stands at the same height (the back office's too).
  title: { margin: 0 },
  toolbar: { display: 'flex' },
  tableWrapper: { overflowX: 'auto' },
  idCell: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // A UUID has no good place to break: one line, cut with an ellipsis where its column is narrower
  // (a phone); the whole value is in its title and read out in full.
  uuid: { display: 'block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  actionsColumn: { width: '64px' },
  missing: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  truncate: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '320px' },
  footer: { display: 'flex', justifyContent: 'flex-end' },
  // Fluent has no danger button; the status palette keeps it readable in light and dark themes.
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerForeground1 },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerForeground1 },
  },
});
