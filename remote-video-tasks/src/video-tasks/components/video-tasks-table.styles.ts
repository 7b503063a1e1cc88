import { makeStyles, tokens } from '@fluentui/react-components';

export const useVideoTasksTableStyles = makeStyles({
  // 13 columns do not fit a phone or a narrow window: the table scrolls sideways inside its box.
  scroller: { overflowX: 'auto', minWidth: 0 },
  table: { minWidth: '1400px' },
  nowrap: { whiteSpace: 'nowrap' },
  numeric: { fontVariantNumeric: 'tabular-nums' },
  none: { color: tokens.colorNeutralForeground3 },
  empty: { textAlign: 'center', padding: `${tokens.spacingVerticalXXL} 0`, color: tokens.colorNeutralForeground3 },
});
