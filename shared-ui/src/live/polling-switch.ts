/**
 * Polling is the screens' fallback while the change stream is down. Setting localStorage
 * `liveStatus.polling` to `off` (before the screen opens) turns that fallback off, so only the
 * stream refreshes the screens: the end-to-end test of the stream uses it to prove a change shows
 * without any poll. Any other value, or none, leaves polling on.
 */
export const POLLING_SWITCH_KEY = 'liveStatus.polling';

export function pollingAllowed(): boolean {
  try {
    return window.localStorage.getItem(POLLING_SWITCH_KEY) !== 'off';
  } catch {
    return true;
  }
}
