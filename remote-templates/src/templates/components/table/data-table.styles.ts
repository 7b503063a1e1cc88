import { makeStyles, tokens } from '@fluentui/react-components';

export const useDataTableStyles = makeStyles({
  // Wide tables scroll sideways inside the page instead of stretching the layout.
  // It takes focus (so keys can scroll it) and shows it.
  scroll: { overflowX: 'auto', width: '100%', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  // Fluent's table lays columns out fixed and equal; these tables size columns to their content.
  table: { tableLayout: 'auto', width: 'auto', minWidth: '100%' },
  headerCell: { whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
  // Short values stay on one line; long texts (prompt, params) wrap inside their own width.
  cell: { verticalAlign: 'middle', overflow: 'visible', whiteSpace: 'nowrap', paddingTop: tokens.spacingVerticalXS, paddingBottom: tokens.spacingVerticalXS },
  message: { textAlign: 'center', padding: tokens.spacingVerticalXL, color: tokens.colorNeutralForeground3 },
  failed: { textAlign: 'center', padding: tokens.spacingVerticalXL, color: tokens.colorPaletteRedForeground1 },
  status: { display: 'block', padding: `${tokens.spacingVerticalS} 0`, color: tokens.colorNeutralForeground3 },
});
