/**
 * Why a sign-in at the provider did not sign anyone in, as the short code the login page reads
 * from /login?sso_error=<code> (it says why in words):
 * - off: single sign-on is not configured;
 * - state: the answer does not belong to a sign-in this browser started (missing, tampered or expired);
 * - nonce: the provider's ID token was issued for another sign-in;
 * - denied: the person (or the provider) cancelled;
 * - provider: the provider answered with an error, or could not be reached;
 * - email: the provider vouches for no e-mail address (none, or not verified);
 * - inactive: the person is deactivated here.
 */
export const SSO_ERRORS = ['off', 'state', 'nonce', 'denied', 'provider', 'email', 'inactive'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** A refused sign-in, with its code for the login page. */
export class SsoRefusal extends Error {
  override name = 'SsoRefusal';
  constructor(readonly code: SsoError) {
    super(`single sign-on refused: ${code}`);
  }
}
