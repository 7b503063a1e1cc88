import { useEffect, useRef, useSyncExternalStore } from 'react';
import { changeStream, type LiveChange } from './change-stream';

const isOpen = () => changeStream.state === 'open';

/**
 * Calls `onChange` for every change the server announces, while `enabled` (the stream is opened
 * by the first component that listens and closed after the last). True while the stream is open:
 * then changes arrive within a second and the caller need not poll.
 */
export function useLiveChanges(onChange: (change: LiveChange) => void, enabled = true): boolean {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    return changeStream.subscribe((change) => latest.current(change));
  }, [enabled]);
  const open = useSyncExternalStore(changeStream.onStateChange, isOpen, isOpen);
  return enabled && open;
}

/** True while the stream is open, for a query that polls otherwise (it does not open the stream). */
export function useLiveStreamOpen(): boolean {
  return useSyncExternalStore(changeStream.onStateChange, isOpen, isOpen);
}
