import { PASSKEY_MARK } from './passkey-mark';

/** Marks this browser as one where a passkey was added or used (see ./passkey-mark). */
export function markPasskeyUsed(): void {
  try {
    window.localStorage.setItem(PASSKEY_MARK, '1');
  } catch {
    // Storage refused (private mode, quota): the autofill is simply not offered.
  }
}
