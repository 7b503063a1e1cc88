import { makeStyles, tokens } from '@fluentui/react-components';

export const useVideoTasksTableStyles = makeStyles({
  // 13 columns do not fit a phone or a narrow window: the table scrolls sideways inside its box.
  // It takes focus (so keys can scroll it) and shows it.
  scroller: { overflowX: 'auto', minWidth: 0, ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  // Fluent's table is fixed-layout (equal columns); ids and dates need far less room than media,
  // so columns size to their content and the 13 fit a laptop screen.
  table: { tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  numeric: { fontVariantNumeric: 'tabular-nums' },
  none: { color: tokens.colorNeutralForeground3 },
  empty: { textAlign: 'center', padding: `${tokens.spacingVerticalXXL} 0`, color: tokens.colorNeutralForeground3 },
});
