import { makeStyles, tokens } from '@fluentui/react-components';

export const useTemplatesPageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  title: { margin: 0 },
  panel: { minWidth: 0 },
});
