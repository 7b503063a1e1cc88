// A mark in this browser's storage that a passkey was added or used here. /login starts offering
// passkeys in the e-mail field's autofill (conditional UI) only where it is set, so nobody else
// fetches the WebAuthn code on their first load. Setting it is in ./mark-passkey-used (the code
// that adds or uses a passkey), so /login's first load carries only the reading.
export const PASSKEY_MARK = 'passkey_used';

export function passkeyUsedHere(): boolean {
  try {
    return window.localStorage.getItem(PASSKEY_MARK) === '1';
  } catch {
    return false;
  }
}

/** Whether this browser can use passkeys at all (WebAuthn). */
export const passkeysSupported = (): boolean => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
