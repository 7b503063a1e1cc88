import { makeStyles, tokens } from '@fluentui/react-components';

export const useBulkActionBarStyles = makeStyles({
  bar: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, padding: 0 },
  count: { fontWeight: tokens.fontWeightSemibold, marginInlineEnd: tokens.spacingHorizontalS },
  job: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  jobLine: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  failures: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, maxHeight: '10em', overflowY: 'auto' },
  error: { color: tokens.colorPaletteRedForeground1 },
});
