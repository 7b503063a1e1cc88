import { makeStyles, tokens } from '@fluentui/react-components';
import { CARDS_QUERY } from '@video-admin/shared-ui/lists';

// The table is plain <table>, <tr>, <th> and <td> drawn as Fluent's small Table draws them:
// Fluent's table components add a context, three style hooks and a class merge to every cell, and
// a page of templates has a great many cells. The scrolling box, the pinned columns and the phone's
// card come from shared-ui (useResponsiveTableStyles); these are the templates table's own looks.
export const useDataTableStyles = makeStyles({
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
    // A card: the title and badges on top, then the media, the key fields and the buttons.
    // Ends the first line (id, name, badges): the media start a line of their own. The negative
    // margin takes back the gap this empty line adds.
    [CARDS_QUERY]: {
      '::before': { content: '""', order: 3, flexBasis: '100%', height: 0, marginTop: `calc(-1 * ${tokens.spacingVerticalS})` },
    },
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
  // A loading row's bar, drawn as Fluent's SkeletonItem draws one (a shimmer across the stencil
  // colours, still where motion is reduced) without that component's styles for every size and
  // shape in the list's first code.
  skeletonBar: {
    height: '24px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralStencil1,
    backgroundImage: `linear-gradient(to right, ${tokens.colorNeutralStencil1} 0%, ${tokens.colorNeutralStencil2} 50%, ${tokens.colorNeutralStencil1} 100%)`,
    backgroundSize: '300% 100%',
    animationName: { from: { backgroundPositionX: '300%' }, to: { backgroundPositionX: '0%' } },
    animationDuration: '3s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media screen and (prefers-reduced-motion: reduce)': { animationName: 'none', backgroundImage: 'none' },
    '@media screen and (forced-colors: active)': { backgroundColor: 'WindowText' },
  },
  // On the card, whatever the columns' order: the id, name and badges on top, then the media,
  // the fields and the buttons (flex order; reading order stays the columns').
  // The selection checkbox heads the card, before the id.
  cardSelect: { [CARDS_QUERY]: { order: 0, lineHeight: 0 } },
  cardId: { [CARDS_QUERY]: { color: tokens.colorNeutralForeground3 } },
  cardTitle: {
    [CARDS_QUERY]: {
      display: 'block',
      order: 1,
      flex: '1 1 auto',
      minWidth: 0,
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      fontWeight: tokens.fontWeightSemibold,
    },
  },
  cardBadge: { [CARDS_QUERY]: { order: 2 } },
  cardMedia: { [CARDS_QUERY]: { order: 4 } },
  cardField: { [CARDS_QUERY]: { order: 5 } },
  cardActions: {
    [CARDS_QUERY]: {
      order: 6,
      flexBasis: '100%',
      paddingTop: tokens.spacingVerticalS,
      borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      whiteSpace: 'normal',
    },
  },
  message: { textAlign: 'center', padding: tokens.spacingVerticalXL, color: tokens.colorNeutralForeground3 },
  failed: { padding: tokens.spacingVerticalM },
  status: { display: 'block', padding: `${tokens.spacingVerticalS} 0`, color: tokens.colorNeutralForeground3 },
});
