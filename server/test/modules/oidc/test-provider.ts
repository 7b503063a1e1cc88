import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** What the provider says of one account: the claims the test controls. */
export interface AccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Account id (what is typed at the provider's sign-in) -> its claims; change it between sign-ins. */
  accounts: Map<string, AccountClaims>;
  /** How each token request so far carried the client secret: 'basic' (Authorization header) or 'post' (the form). */
  tokenAuth: ('basic' | 'post')[];
  close(): Promise<void>;
}

const SCOPE = 'openid email profile';

/**
 * A real OpenID Connect provider (oidc-provider, certified) on a loopback port: one confidential
 * client for `redirectUri`, PKCE required, the claims of `accounts`, and its development sign-in
 * pages (any password) with consent given in advance, so a sign-in is one form.
 */
export async function startTestProvider(
  redirectUri: string,
  { tokenEndpointAuth = 'client_secret_basic' }: { tokenEndpointAuth?: 'client_secret_basic' | 'client_secret_post' } = {},
): Promise<TestProvider> {
  const accounts = new Map<string, AccountClaims>();
  const clientId = 'video-admin';
  const clientSecret = 'a-client-secret-for-tests-only';
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: tokenEndpointAuth,
      },
    ],
    pkce: { required: () => true },
    // The only way the client may prove itself at the token endpoint (what discovery then lists).
    clientAuthMethods: [tokenEndpointAuth],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    cookies: { keys: ['test-provider-cookie-key'] },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, ...accounts.get(id) }),
    }),
    // Consent is given in advance: the test signs in, nothing more.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
  });
  const tokenAuth: ('basic' | 'post')[] = [];
  const handle = provider.callback();
  server.on('request', (request, response) => {
    if (request.url?.startsWith('/token')) tokenAuth.push(request.headers.authorization?.startsWith('Basic ') ? 'basic' : 'post');
    handle(request, response);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    tokenAuth,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A browser's cookies for one site, kept by name (enough for the provider's few). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * A person signing in at the provider as `accountId`, from the authorization URL the app sent
 * the browser to, up to the redirect back to the app: the callback URL with the provider's answer.
 */
export async function signInAtProvider(authorizationUrl: string, accountId: string, jar = new CookieJar()): Promise<URL> {
  let url = new URL(authorizationUrl);
  let submitted = false;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
    const next = new URL(location, url);
    if (next.origin !== url.origin) return next;
    if (next.pathname.startsWith('/interaction/') && !submitted) {
      submitted = true;
      await response.arrayBuffer();
      const form = await fetch(next, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login: accountId, password: 'any' }).toString(),
      });
      jar.take(form);
      const resume = form.headers.get('location');
      if (!resume) throw new Error(`the provider's sign-in answered ${form.status}: ${await form.text()}`);
      url = new URL(resume, next);
      continue;
    }
    url = next;
  }
  throw new Error('too many redirects at the provider');
}
