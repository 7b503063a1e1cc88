import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

export const useTemplatesPageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  // Fluent's Title2 drawn by its own typography on a plain h1: Fluent's Text component is not in
  // the list's first code for one heading.
  title: { ...typographyStyles.title2, margin: 0, color: tokens.colorNeutralForeground1 },
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
