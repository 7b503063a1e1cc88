import { makeStyles, tokens } from '@fluentui/react-components';

export const useVideoTasksStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  heading: { margin: 0 },
});
