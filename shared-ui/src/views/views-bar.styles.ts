import { makeStyles, tokens } from '@fluentui/react-components';
import { CARDS_QUERY } from '../components/table/cards-query';

export const useViewsBarStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, minHeight: '32px' },
  // A phone lists cards: it has no columns to choose nor rows to pack, only views.
  wideOnly: { [CARDS_QUERY]: { display: 'none' } },
  status: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  surface: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: '70vh', overflowY: 'auto' },
  heading: { margin: 0 },
  columnList: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  columnItem: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  columnCheck: { flexGrow: 1 },
  moves: { display: 'flex', flexShrink: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});
