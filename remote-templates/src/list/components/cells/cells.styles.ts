import { makeStyles, tokens } from '@fluentui/react-components';
import { CARDS_QUERY } from '../table/cards-query';

export const useCellStyles = makeStyles({
  thumb: {
    display: 'block',
    width: '64px',
    height: '64px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  muted: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
  // Long texts stay on one line in the table, cut with an ellipsis (TruncatedText shows the rest).
  truncated: { maxWidth: '220px' },
  // The prompt's first 100 characters wrap inside their width.
  wrapped: { minWidth: '200px', maxWidth: '320px', whiteSpace: 'normal', wordBreak: 'break-word' },
  nowrap: { whiteSpace: 'nowrap' },
  // The params' one-line summary, in the monospace their JSON is read in.
  params: { maxWidth: '240px', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  // One line in the table's pinned column; on a phone's card the buttons wrap, each whole.
  actions: {
    display: 'flex',
    flexWrap: 'nowrap',
    gap: tokens.spacingHorizontalXS,
    whiteSpace: 'nowrap',
    [CARDS_QUERY]: { flexWrap: 'wrap' },
  },
  images: { display: 'flex', gap: tokens.spacingHorizontalXS },
});
