import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column' },
  captioned: { gap: tokens.spacingVerticalXXS },
  caption: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { padding: `${tokens.spacingVerticalXS} 0` },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface ReadOnlyValueProps {
  label: string;
  /** The value: a text, or what shows it (an image, a video). */
  children: ReactNode;
  /** A placeholder value (no name yet) is shown dimmed. */
  muted?: boolean;
  /**
   * The label small and dim above the value, for values that speak for themselves (a dialog's
   * ids, images, video); otherwise it reads as a form field's label would, in a form's view mode.
   */
  caption?: boolean;
}

/**
 * A labelled value that cannot be edited here, where a disabled input would read as "you cannot
 * change this". A group named by its label, so each value can be found by what it is.
 */
export function ReadOnlyValue({ label, children, muted = false, caption = false }: ReadOnlyValueProps) {
  const styles = useStyles();
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className={mergeClasses(styles.root, caption && styles.captioned)}>
      <Text id={id} className={caption ? styles.caption : undefined} weight={caption ? undefined : 'semibold'}>
        {label}
      </Text>
      <div className={mergeClasses(!caption && styles.value, muted && styles.muted)}>{children}</div>
    </div>
  );
}
