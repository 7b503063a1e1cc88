import { makeStyles, tokens } from '@fluentui/react-components';

export const useTaskDetailsStyles = makeStyles({
  surface: { maxWidth: 'min(880px, calc(100vw - 32px))' },
  list: {
    display: 'grid',
    gridTemplateColumns: 'minmax(96px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  // dt/dd pairs sit in the parent grid; the wrapping div only groups them for the markup.
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  none: { color: tokens.colorNeutralForeground3 },
  failure: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold, whiteSpace: 'pre-wrap' },
  json: {
    margin: 0,
    maxHeight: '240px',
    overflow: 'auto',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});
