import { Button, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { ChevronDownRegular } from '@fluentui/react-icons/svg/chevron-down';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';
import { useState } from 'react';

const useStyles = makeStyles({
  text: {
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    // Wrapped, never scrolled: a scrolling box would need a keyboard stop of its own.
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

/**
 * A disclosure for developer details (HTTP status, the server's words, error codes, URLs): its
 * toggle and its text are placed apart by the caller (the toggle beside Retry, the text below).
 * Collapsed at first; the text stays in the page, hidden, so support can still find it in the DOM.
 */
export function useErrorDetails() {
  const [open, setOpen] = useState(false);
  const id = useId('load-failed-details');
  return { open, id, toggle: () => setOpen((value) => !value) };
}

type Disclosure = ReturnType<typeof useErrorDetails>;

export function ErrorDetailsToggle({ disclosure, label, size }: { disclosure: Disclosure; label: string; size?: 'small' | 'medium' }) {
  return (
    <Button
      appearance="subtle"
      size={size}
      icon={disclosure.open ? <ChevronDownRegular /> : <ChevronRightRegular />}
      aria-expanded={disclosure.open}
      aria-controls={disclosure.id}
      onClick={disclosure.toggle}
    >
      {label}
    </Button>
  );
}

export function ErrorDetailsText({ disclosure, details, className }: { disclosure: Disclosure; details: string; className?: string }) {
  const styles = useStyles();
  return (
    <pre id={disclosure.id} hidden={!disclosure.open} className={mergeClasses(styles.text, className)}>
      {details}
    </pre>
  );
}
