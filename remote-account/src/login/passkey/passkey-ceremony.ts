import { startAuthentication, WebAuthnAbortService, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { http } from '@video-admin/shared-ui';
import type { PasskeyCeremony, PasskeySignIn, Token } from '@video-admin/shared-ui/contract';
import { markPasskeyUsed } from '../../model/passkey-mark';

/**
 * Signing in with a passkey: the server's options, the browser's own dialog (or, with
 * `autofill`, the passkeys it offers in the e-mail field's suggestions: conditional UI), then the
 * server's token. Its own chunk (with @simplewebauthn/browser), fetched only when asked for.
 * A new ceremony cancels one still waiting (the library aborts it), so the button may be pressed
 * while the autofill is offered.
 */
export async function signInWithPasskey(autofill: boolean): Promise<string> {
  const { ticket, options } = await http.post<PasskeyCeremony>('/api/v1/login/passkey/options');
  const response = await startAuthentication({
    optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    useBrowserAutofill: autofill,
  });
  const body: PasskeySignIn = { ticket, response: response as PasskeySignIn['response'] };
  const { access_token } = await http.post<Token>('/api/v1/login/passkey', { json: body });
  markPasskeyUsed();
  return access_token;
}

/** Stops a ceremony still waiting (the autofill's, when the screen closes). */
export function cancelPasskeyCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}
