import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The look of the bars that say this browser runs something else than everyone (a preview, a
 * development override): full width above the page, wrapping on a phone, in a warning colour of
 * their own each so the two never read as one.
 */
export const useReleaseBarStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
  },
  preview: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    borderBottom: `1px solid ${tokens.colorPaletteYellowBorder2}`,
  },
  development: {
    backgroundColor: tokens.colorPaletteDarkOrangeBackground2,
    borderBottom: `1px solid ${tokens.colorPaletteDarkOrangeBorder2}`,
  },
  text: { overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
  releaseId: { overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace },
});
