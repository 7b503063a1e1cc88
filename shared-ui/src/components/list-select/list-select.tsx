import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { SelectHTMLAttributes } from 'react';

// A list screen's filter and sort selects are the browser's own <select>, drawn like Fluent's
// outline Select. Fluent's Select brings 12 KB of styles into every list screen's first load,
// more than a list's whole budget allows beside its table; this is the same control, labelled
// by the Field around it (its render function passes the id and aria attributes).
const useStyles = makeStyles({
  select: {
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    height: '32px',
    paddingLeft: tokens.spacingHorizontalMNudge,
    paddingRight: tokens.spacingHorizontalS,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    ':hover': {
      borderTopColor: tokens.colorNeutralStroke1Hover,
      borderRightColor: tokens.colorNeutralStroke1Hover,
      borderLeftColor: tokens.colorNeutralStroke1Hover,
      borderBottomColor: tokens.colorNeutralStrokeAccessibleHover,
    },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: 0 },
  },
  small: { height: '24px', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

export interface ListSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  size?: undefined;
  small?: boolean;
}

export function ListSelect({ small, className, ...props }: ListSelectProps) {
  const styles = useStyles();
  return <select {...props} className={mergeClasses(styles.select, small && styles.small, className)} />;
}
