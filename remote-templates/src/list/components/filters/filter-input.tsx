import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import type { InputHTMLAttributes, Ref } from 'react';

// A filter's text field is the browser's own <input>, drawn like Fluent's outline Input (its
// border, the brand line under it while focused, the red border when its Field says it is
// wrong). Fluent's Input brings 12 KB of styles into the list's first load, as its Select would
// (shared-ui's ListSelect is the same choice); this is the same control, labelled by the Field
// around it (its render function passes the id and the aria attributes).
const useStyles = makeStyles({
  input: {
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    height: '32px',
    paddingLeft: tokens.spacingHorizontalM,
    paddingRight: tokens.spacingHorizontalM,
    ...typographyStyles.body1,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    outlineStyle: 'none',
    '::placeholder': { color: tokens.colorNeutralForeground4 },
    ':hover': { borderBottomColor: tokens.colorNeutralStrokeAccessibleHover },
    // Fluent's focus: a 2 px brand line along the bottom.
    ':focus': {
      borderBottomColor: tokens.colorCompoundBrandStroke,
      boxShadow: `inset 0 -1px 0 0 ${tokens.colorCompoundBrandStroke}`,
    },
    '&[aria-invalid="true"]:not(:focus)': { border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder2}` },
  },
});

export interface FilterInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function FilterInput({ className, ...props }: FilterInputProps) {
  const styles = useStyles();
  return <input type="text" {...props} className={mergeClasses(styles.input, className)} />;
}
