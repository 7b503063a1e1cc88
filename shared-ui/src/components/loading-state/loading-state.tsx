import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

// The ring the page shows while the app starts (kit/build/index.html's boot spinner), drawn
// the same way here: the app's loader then takes over from the page's without a change of look.
// Fluent's Spinner, for the same look, would add about 2 kB to every page's first script.
const TRACK = 'rgba(128, 128, 128, 0.25)';

const useStyles = makeStyles({
  ring: {
    display: 'block',
    boxSizing: 'border-box',
    flexShrink: 0,
    borderRadius: '50%',
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '1.5s',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '6s' },
  },
  // The brand-coloured top after the track, in the same slot: Griffel expands `border` into the
  // longhands, and a later one in the slot wins.
  large: { width: '32px', height: '32px', border: `3px solid ${TRACK}`, borderTopColor: tokens.colorBrandStroke1 },
  small: { width: '16px', height: '16px', border: `2px solid ${TRACK}`, borderTopColor: tokens.colorBrandStroke1 },
  page: { display: 'flex', justifyContent: 'center', padding: '48px' },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export interface LoadingStateProps {
  /** Shown beside a small spinner and announced as a status; without one, a larger spinner fills the area. */
  label?: string;
}

/**
 * Shown while something loads: a remote's code or texts, a screen, a list. With no label it has no
 * text to show, since the texts may be what is loading; assistive technology hears 'Loading'.
 */
export function LoadingState({ label }: LoadingStateProps) {
  const styles = useStyles();
  if (label) {
    return (
      <div role="status" className={styles.status}>
        <span className={mergeClasses(styles.ring, styles.small)} />
        {label}
      </div>
    );
  }
  return (
    <div className={styles.page} data-testid="page-loader">
      <span role="progressbar" aria-label="Loading" className={mergeClasses(styles.ring, styles.large)} />
    </div>
  );
}
