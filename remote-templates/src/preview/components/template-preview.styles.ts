import { makeStyles, tokens } from '@fluentui/react-components';

// A phone-width card: roughly how the template appears in the end-user product.
export const useTemplatePreviewStyles = makeStyles({
  surface: { maxWidth: '420px' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  media: {
    width: '100%',
    maxHeight: '420px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  placeholder: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '120px',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
  },
  block: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  text: { whiteSpace: 'pre-wrap', margin: 0 },
});
