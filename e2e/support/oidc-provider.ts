import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error oidc-provider ships no types; what this helper uses of it is typed below.
import ProviderClass from 'oidc-provider';

/** What the provider says of one account: the claims the test controls. */
export interface AccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

interface GrantContext {
  oidc: {
    client?: { clientId: string };
    session?: { accountId?: string };
    provider: {
      Grant: new (properties: { clientId: string; accountId: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
    };
  };
}

interface Provider {
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Account id (what is typed at the provider's sign-in page) -> its claims; change it between sign-ins. */
  accounts: Map<string, AccountClaims>;
  /** The product settings that sign in through this provider (plus the role mapping the test gives). */
  settings(extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider, certified) on a loopback port, for the products
 * at `origins`: one confidential client redirecting to each one's callback, PKCE required, the
 * claims of `accounts`, and its development sign-in page (any password) with consent given in
 * advance, so signing in there is one form.
 */
export async function startOidcProvider(origins: string[]): Promise<OidcTestProvider> {
  const accounts = new Map<string, AccountClaims>();
  const clientId = 'video-admin-e2e';
  const clientSecret = 'an-e2e-client-secret';
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new (ProviderClass as new (issuer: string, configuration: Record<string, unknown>) => Provider)(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: origins.map((origin) => `${origin}/api/v1/login/oidc/callback`),
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    cookies: { keys: ['e2e-provider-cookie-key'] },
    findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => ({ sub: id, ...accounts.get(id) }) }),
    // Consent is given in advance: the person signs in, nothing more.
    async loadExistingGrant(ctx: GrantContext) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    settings: (extra = {}) => ({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: clientId,
      OIDC_CLIENT_SECRET: clientSecret,
      ...extra,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
