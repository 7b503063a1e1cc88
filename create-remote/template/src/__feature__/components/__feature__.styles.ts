import { makeStyles, tokens } from '@fluentui/react-components';

// Compiled when the module is built (Griffel ahead of time): the style objects use only values known then.
export const use__FeaturePascal__Styles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // No browser margin above the h1: every screen's title stands at the same height.
  title: { margin: 0 },
  missing: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});
