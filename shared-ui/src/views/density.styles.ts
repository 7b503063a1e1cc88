import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The compact density of a list's table (its class on the table): lower rows and tighter cells,
 * for more rows on a screen. Only where rows are a table's, wider than a phone's cards
 * (CARDS_QUERY is up to 600px), whose spacing stays.
 */
export const useDensityStyles = makeStyles({
  compact: {
    '@media (min-width: 601px)': {
      '& td': { height: '32px', paddingTop: '2px', paddingBottom: '2px' },
      '& th': { height: '32px' },
      '& td, & th': { paddingLeft: tokens.spacingHorizontalXS, paddingRight: tokens.spacingHorizontalXS },
    },
  },
  comfortable: {},
});
