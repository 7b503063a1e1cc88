import { makeStyles, tokens } from '@fluentui/react-components';

export const useDataTableStyles = makeStyles({
  // Wide tables scroll sideways inside the page instead of stretching the layout.
  scroll: { overflowX: 'auto', width: '100%' },
  table: { minWidth: '720px' },
  headerCell: { whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  cell: { verticalAlign: 'middle', paddingTop: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalXS },
  message: { textAlign: 'center', padding: tokens.spacingVerticalXL, color: tokens.colorNeutralForeground3 },
  failed: { textAlign: 'center', padding: tokens.spacingVerticalXL, color: tokens.colorPaletteRedForeground1 },
  status: { display: 'block', padding: `${tokens.spacingVerticalS} 0`, color: tokens.colorNeutralForeground3 },
});
