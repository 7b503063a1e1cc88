import { startAuthentication, WebAuthnAbortService, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { http } from '@video-admin/shared-ui';
import type { PasskeyCeremony, PasskeySignIn, Token } from '@video-admin/shared-ui/contract';
import { markPasskeyUsed } from '../../model/mark-passkey-used';

// Signing in with a passkey, in a chunk of its own (with @simplewebauthn/browser): /login fetches
// it on the first press of its button, or, where this browser has used a passkey before, to
// offer passkeys in the e-mail field's autofill.

/** What a sign-in ends with: the session started and the dashboard opened, or a refusal said. */
export interface SignInOutcome {
  session: { login: (accessToken: string) => void };
  navigate: (to: string) => void;
  toast: { error: (error: unknown) => void };
}

/** The person stopped the browser's dialog, or a newer ceremony replaced this one: nothing to say. */
const stopped = (error: unknown) => error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * The server's options, the browser's own dialog (with `autofill`, the passkeys the browser
 * offers among the e-mail field's suggestions: conditional UI), then the server's token. A new
 * ceremony cancels one still waiting (the library aborts it), so the button may be pressed while
 * the autofill is offered.
 */
export async function signInWithPasskey(autofill: boolean, { session, navigate, toast }: SignInOutcome): Promise<void> {
  try {
    const { ticket, options } = await http.post<PasskeyCeremony>('/api/v1/login/passkey/options');
    const response = await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: autofill,
    });
    const body: PasskeySignIn = { ticket, response: response as PasskeySignIn['response'] };
    const { access_token } = await http.post<Token>('/api/v1/login/passkey', { json: body });
    markPasskeyUsed();
    session.login(access_token);
    navigate('/');
  } catch (error) {
    if (!stopped(error)) toast.error(error);
  }
}

/**
 * Offers passkeys in the form's e-mail field (autocomplete "username webauthn") where the browser
 * offers passkeys in autofill, unless `closed()` says the screen has gone meanwhile; answers how
 * to stop offering them.
 */
export async function offerPasskeyAutofill(
  form: HTMLFormElement | null | undefined,
  outcome: SignInOutcome,
  closed: () => boolean,
): Promise<() => void> {
  const email = form?.querySelector<HTMLInputElement>('input[type="email"]');
  if (!email || !(await PublicKeyCredential.isConditionalMediationAvailable?.()) || closed()) return () => {};
  email.autocomplete = 'username webauthn';
  void signInWithPasskey(true, outcome);
  return () => WebAuthnAbortService.cancelCeremony();
}
