import { makeStyles, tokens } from '@fluentui/react-components';

// The table is plain <table>, <tr>, <th> and <td> drawn as Fluent's small Table draws them:
// Fluent's table components add a context, three style hooks and a class merge to every cell, and
// a page of templates has a great many cells.
export const useDataTableStyles = makeStyles({
  // Wide tables scroll sideways inside the page instead of stretching the layout.
  // It takes focus (so keys can scroll it) and shows it.
  scroll: { overflowX: 'auto', width: '100%', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  // Columns are sized to their content (Fluent's own table lays them out fixed and equal).
  table: {
    verticalAlign: 'middle',
    borderCollapse: 'collapse',
    backgroundColor: tokens.colorSubtleBackground,
    tableLayout: 'auto',
    width: 'auto',
    minWidth: '100%',
  },
  row: {
    color: tokens.colorNeutralForeground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  dataRow: {
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1Hover },
    ':active': { backgroundColor: tokens.colorSubtleBackgroundPressed, color: tokens.colorNeutralForeground1Pressed },
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
  },
  message: { textAlign: 'center', padding: tokens.spacingVerticalXL, color: tokens.colorNeutralForeground3 },
  failed: { textAlign: 'center', padding: tokens.spacingVerticalXL, color: tokens.colorPaletteRedForeground1 },
  status: { display: 'block', padding: `${tokens.spacingVerticalS} 0`, color: tokens.colorNeutralForeground3 },
});
