import { makeResetStyles, makeStyles, mergeClasses, shorthands, tokens, typographyStyles } from '@fluentui/react-components';

// Fluent's Badge styles, only the looks the lists wear: the tint badges of the status cells and
// the small filled informative count of the tabs. Fluent's own style hook brings every size,
// shape, appearance and colour (12 KB) into the list's first load; these are its rules for the
// looks used, word for word, so the class names come out the same as Fluent's own (a test
// compares them with a Badge's).
const textPadding = tokens.spacingHorizontalXXS;

const useRootClassName = makeResetStyles({
  display: 'inline-flex',
  boxSizing: 'border-box',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  ...typographyStyles.caption1Strong,
  height: '20px',
  minWidth: '20px',
  padding: `0 calc(${tokens.spacingHorizontalXS} + ${textPadding})`,
  borderRadius: tokens.borderRadiusCircular,
  borderColor: tokens.colorTransparentStroke,
  '::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    left: 0,
    bottom: 0,
    right: 0,
    borderStyle: 'solid',
    borderColor: 'inherit',
    borderWidth: tokens.strokeWidthThin,
    borderRadius: 'inherit',
  },
});

const useRootStyles = makeStyles({
  fontSmallToTiny: { ...typographyStyles.caption2Strong },
  small: { minWidth: '16px', height: '16px', padding: `0 calc(${tokens.spacingHorizontalXXS} + ${textPadding})` },
  'filled-informative': { backgroundColor: tokens.colorNeutralBackground5, color: tokens.colorNeutralForeground3 },
  'tint-brand': {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    ...shorthands.borderColor(tokens.colorBrandStroke2),
  },
  'tint-danger': {
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
    ...shorthands.borderColor(tokens.colorPaletteRedBorder1),
  },
  'tint-informative': {
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground3,
    ...shorthands.borderColor(tokens.colorNeutralStroke2),
  },
  'tint-subtle': {
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    ...shorthands.borderColor(tokens.colorNeutralStroke2),
  },
  'tint-success': {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    ...shorthands.borderColor(tokens.colorPaletteGreenBorder1),
  },
  'tint-warning': {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorPaletteYellowForeground1,
    ...shorthands.borderColor(tokens.colorPaletteYellowBorder1),
  },
});

/** The tint colours the status cells wear: the statuses' and 'subtle' for an unknown one. */
export type TintColor = 'informative' | 'brand' | 'success' | 'danger' | 'warning' | 'subtle';

/** The class names of Fluent's medium circular tint Badge in each colour. */
export function useTintBadgeClasses(): Record<TintColor, string> {
  const root = useRootClassName();
  const styles = useRootStyles();
  const tint = (color: TintColor) => mergeClasses('fui-Badge', root, styles[`tint-${color}`]);
  return {
    informative: tint('informative'),
    brand: tint('brand'),
    success: tint('success'),
    danger: tint('danger'),
    warning: tint('warning'),
    subtle: tint('subtle'),
  };
}

/** The class names of Fluent's small circular filled informative CounterBadge. */
export function useCounterBadgeClass(): string {
  const root = useRootClassName();
  const styles = useRootStyles();
  return mergeClasses('fui-Badge', root, styles.fontSmallToTiny, styles.small, styles['filled-informative'], 'fui-CounterBadge');
}
