import { makeStyles, tokens } from '@fluentui/react-components';

export const useFilterBarStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    paddingBottom: tokens.spacingVerticalM,
  },
  field: { minWidth: '160px' },
});
