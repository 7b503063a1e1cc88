import { useEffect, useRef, useState } from 'react';

/**
 * A text field over a value kept elsewhere (the URL): typing updates the field at once and
 * commits after a pause, so each keystroke neither refetches nor adds a history entry. When the
 * value changes from outside (back button, clear), the field follows it.
 */
export function useDebouncedCommit(value: string, commit: (text: string) => void, delayMs: number) {
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    setText(value);
  }

  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => commitRef.current(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  /** Commits now (Enter, leaving the field) instead of after the pause. */
  const flush = () => {
    if (text !== value) commitRef.current(text);
  };

  return { text, setText, flush };
}
