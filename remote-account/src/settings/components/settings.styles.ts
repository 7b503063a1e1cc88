import { makeStyles, tokens } from '@fluentui/react-components';

export const useSettingsStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  heading: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
  // Fluent has no danger button; the status palette keeps it readable in light and dark themes.
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    ':hover': { backgroundColor: tokens.colorStatusDangerForeground1 },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerForeground1 },
  },
});
