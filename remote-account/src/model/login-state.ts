/**
 * What another account screen hands the login screen in the router's state: the e-mail to fill in.
 * Not in the URL, where an address would stay in the browser's history and the server's logs.
 */
export interface LoginState {
  email: string;
}

/** The e-mail handed over, or '' when the login screen was reached any other way. */
export function emailFromLoginState(state: unknown): string {
  const email = (state as Partial<LoginState> | null | undefined)?.email;
  return typeof email === 'string' ? email : '';
}
