import { makeStyles, tokens } from '@fluentui/react-components';

export const useReleasesStyles = makeStyles({
  view: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  sectionHead: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    alignItems: 'baseline',
    justifyContent: 'space-between',
  },
  subheading: { margin: 0 },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalXS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    minWidth: 0,
  },
  line: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', minWidth: 0 },
  code: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  percent: { width: '96px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  paragraph: { margin: 0 },
  phases: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXXL },
  // A publisher's notes keep their line breaks.
  notes: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  // A destructive action's button, drawn as shared-ui's ConfirmDialog draws its danger one.
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerForeground1 },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerForeground1 },
  },
});
