import { makeStyles, tokens } from '@fluentui/react-components';

export const useTemplatesPageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  title: { margin: 0 },
  panel: { minWidth: 0 },
  // The tabs, then 新建模板 at the end of their line; on a narrow screen the button drops below them.
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});
