import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../test/helpers/build-test-app.js';

export interface Answer {
  status: number;
  body: any;
  /** Time from sending to the whole answer read. */
  ms: number;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  signal?: AbortSignal;
}

/** One HTTP call to a running server over a real socket (fetch keeps connections alive). */
export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { method, headers, body, signal: options.signal });
  const text = await response.text();
  const ms = performance.now() - started;
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON (an HTML page, a plain-text error): kept as text.
  }
  return { status: response.status, body: parsed, ms };
}

/** Like call, but anything other than the expected status is an error. */
export async function expectCall(base: string, method: string, path: string, options: CallOptions = {}, status = 200): Promise<any> {
  const answer = await call(base, method, path, options);
  if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}

export async function signIn(base: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  const body = await expectCall(base, 'POST', '/api/v1/login/access-token', { form: { username: email, password } });
  return body.access_token as string;
}

export interface Account {
  id: string;
  email: string;
  token: string;
}

/** Regular users made by the admin, each signed in. */
export async function createAccounts(base: string, adminToken: string, count: number, prefix: string): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < count; i++) {
    const email = `${prefix}-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'load-password-1';
    const user = await expectCall(base, 'POST', '/api/v1/users/', { token: adminToken, json: { email, password } });
    accounts.push({ id: user.id, email, token: await signIn(base, email, password) });
  }
  return accounts;
}
