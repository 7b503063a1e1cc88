import { makeStyles, tokens } from '@fluentui/react-components';

export const MOBILE_QUERY = '@media (max-width: 767px)';

export const useLayoutStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  topBar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '48px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    position: 'sticky',
    top: 0,
    zIndex: 1,
  },
  appName: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    flexGrow: 1,
    minWidth: 0,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  userMenuButton: { minWidth: 0 },
  // A long name or e-mail is cut on a laptop; on a phone the button is its icon (the name is in its
  // label), so the bar keeps room between its controls for the toasts (shared-ui toast-place.ts).
  userName: {
    maxWidth: '240px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    [MOBILE_QUERY]: { display: 'none' },
  },
  menuButton: { display: 'none', [MOBILE_QUERY]: { display: 'inline-flex' } },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  sideMenu: {
    width: '220px',
    flexShrink: 0,
    padding: tokens.spacingVerticalM,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    [MOBILE_QUERY]: { display: 'none' },
  },
  main: { flexGrow: 1, minWidth: 0, padding: tokens.spacingHorizontalXL, [MOBILE_QUERY]: { padding: tokens.spacingHorizontalM } },
  navList: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  navLink: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  navLinkActive: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    fontWeight: tokens.fontWeightSemibold,
  },
  drawerFooter: { marginTop: 'auto', paddingTop: tokens.spacingVerticalL, color: tokens.colorNeutralForeground3 },
});
