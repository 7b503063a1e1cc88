import * as client from 'openid-client';
import type { OidcConfig } from '../../config/oidc.js';
import type { ProviderClaims } from './sso-accounts.js';
import type { SignInFlow } from './oidc-flow-cookie.js';
import { SsoRefusal } from './sso-errors.js';

/** The claims asked for: the e-mail (matched), the name (a new person's) and the provider's default profile. */
const SCOPE = 'openid email profile';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain HTTP is allowed to a provider on this machine only (development and tests); anywhere else TLS is required. */
const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);

/** Whether an error of openid-client is about the ID token's nonce (its `cause` names the claim). */
function aboutNonce(error: unknown): boolean {
  for (let current = error as { message?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (typeof current.message === 'string' && current.message.includes('"nonce"')) return true;
    if ((current as { claim?: unknown }).claim === 'nonce') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * The provider, through openid-client (certified): its metadata and keys from its discovery
 * document (read once per instance, again after a failure), the authorization code flow with
 * PKCE (S256), state and nonce, and the ID token verified against the provider's keys.
 */
export function createProviderClient(oidc: OidcConfig, redirectUri: string) {
  const issuer = new URL(oidc.issuer);
  let discovered: Promise<client.Configuration> | null = null;

  /**
   * How this client proves itself at the token endpoint: none for a public client; with a secret,
   * HTTP Basic (OAuth's default, Okta's and Keycloak's) unless the provider lists only the form
   * post among the methods it supports.
   */
  function clientAuthFor(metadata: client.ServerMetadata): client.ClientAuth {
    if (!oidc.clientSecret) return client.None();
    const supported = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    return !supported.includes('client_secret_basic') && supported.includes('client_secret_post')
      ? client.ClientSecretPost(oidc.clientSecret)
      : client.ClientSecretBasic(oidc.clientSecret);
  }

  async function discover(): Promise<client.Configuration> {
    const execute = isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [];
    const found = await client.discovery(issuer, oidc.clientId, undefined, client.None(), { execute, timeout: 10 });
    const metadata = found.serverMetadata();
    const configuration = new client.Configuration(metadata, oidc.clientId, oidc.clientSecret ?? undefined, clientAuthFor(metadata));
    for (const apply of execute) apply(configuration);
    return configuration;
  }

  function configuration(): Promise<client.Configuration> {
    discovered ??= discover().catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  }

  return {
    /** Where to send the browser to start `flow`. */
    async authorizationUrl(flow: SignInFlow): Promise<URL> {
      const config = await configuration();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
    },

    /**
     * The provider's answer (the callback's query) checked against `flow` and exchanged for
     * tokens; the claims of the verified ID token, completed by the userinfo endpoint's (fetched
     * with the access token, for the same subject). Refused (SsoRefusal) when anything is off.
     */
    async finish(query: URLSearchParams, flow: SignInFlow): Promise<ProviderClaims> {
      const providerError = query.get('error');
      if (providerError) throw new SsoRefusal(providerError === 'access_denied' ? 'denied' : 'provider');
      if (query.get('state') !== flow.state) throw new SsoRefusal('state');
      const config = await configuration().catch(() => {
        throw new SsoRefusal('provider');
      });
      let tokens;
      try {
        tokens = await client.authorizationCodeGrant(config, new URL(`${redirectUri}?${query.toString()}`), {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw new SsoRefusal(aboutNonce(error) ? 'nonce' : 'provider');
      }
      const idClaims = tokens.claims();
      if (!idClaims) throw new SsoRefusal('provider');
      let userinfo: Record<string, unknown> = {};
      if (tokens.access_token && config.serverMetadata().userinfo_endpoint) {
        userinfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub).catch(() => {
          throw new SsoRefusal('provider');
        });
      }
      return { ...userinfo, ...idClaims, iss: idClaims.iss, sub: idClaims.sub };
    },
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
