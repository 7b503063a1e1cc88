import { makeStyles, tokens } from '@fluentui/react-components';

export const useEditTemplateStyles = makeStyles({
  surface: {
    width: '100%',
    maxWidth: '960px',
    // On a phone the dialog keeps a margin from the screen's edges, so it reads as a dialog over
    // the page (and the backdrop stays there to tap), with less padding to give the form room.
    // The width is a share of the page the surface is laid out in (100%, not 100vw: while the
    // dialog holds the page still, a scrollbar's gutter may be kept). Fluent's surface sets its own
    // phone width in a reset style; the surface's class name makes this rule the more specific.
    '@media screen and (max-width: 480px)': {
      '&.fui-DialogSurface': {
        maxWidth: `calc(100% - 2 * ${tokens.spacingHorizontalM})`,
        maxHeight: `calc(100dvh - 2 * ${tokens.spacingVerticalM})`,
        padding: tokens.spacingHorizontalM,
      },
    },
  },
  hidden: { display: 'none' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  sectionTitle: { margin: 0 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  prompt: { whiteSpace: 'pre-wrap', margin: 0, wordBreak: 'break-word' },
  images: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  image: {
    width: '96px',
    height: '96px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  preview: {
    maxWidth: '240px',
    maxHeight: '160px',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  // An input with its AI button beside it.
  withAction: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, '& > :first-child': { flexGrow: 1 } },
  slots: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalM },
  slot: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  slotButtons: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // Visually hidden but reachable: the visible button opens it.
  fileInput: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  fileName: { color: tokens.colorNeutralForeground3, wordBreak: 'break-all' },
  hint: { color: tokens.colorNeutralForeground3 },
  taskLink: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});
