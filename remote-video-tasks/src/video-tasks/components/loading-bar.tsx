import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

// Fluent's SkeletonItem as the list draws it (a stencil bar a lighter wave crosses), in a few
// classes of its own: the list's first code does without Fluent's Skeleton components, some 1.5 KB
// gzip, for its two placeholders (the rows' cells and the summary cards' counts).
const useStyles = makeStyles({
  bar: {
    display: 'block',
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    height: '16px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralStencil1,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      backgroundImage: `linear-gradient(to right, ${tokens.colorNeutralStencil1} 0%, ${tokens.colorNeutralStencil2} 50%, ${tokens.colorNeutralStencil1} 100%)`,
      transform: 'translate(-100%)',
      animationName: { to: { transform: 'translate(100%)' } },
      animationDuration: '3s',
      animationTimingFunction: 'ease-in-out',
      animationIterationCount: 'infinite',
      '@media screen and (prefers-reduced-motion: reduce)': { animationName: 'none' },
      '@media screen and (forced-colors: active)': { backgroundColor: 'WindowText' },
    },
  },
  tall: { height: '32px' },
});

export interface LoadingBarProps {
  /** A number's height (a summary card's count) instead of a line of text's. */
  tall?: boolean;
}

/** A placeholder bar while data loads: decoration only (what is loading says so itself, aria-busy or a status). */
export function LoadingBar({ tall = false }: LoadingBarProps) {
  const styles = useStyles();
  return <span aria-hidden className={mergeClasses(styles.bar, tall && styles.tall)} />;
}
