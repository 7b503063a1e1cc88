import type { Config } from '../../config.js';
import type { SignInMethod } from '../sessions/sessions.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { SignInFlow } from './oidc-flow-cookie.js';
import type { OidcRepository } from './oidc.repository.js';
import type { ProviderClient } from './provider-client.js';
import type { SsoAccounts } from './sso-accounts.js';

interface Deps {
  config: Pick<Config, 'oidc'>;
  /** null when single sign-on is off. */
  provider: ProviderClient | null;
  accounts: SsoAccounts;
  repo: OidcRepository;
  users: UsersRepository;
  /** The login feature's start of a session (recorded, with its method), answering its access token. */
  login: {
    startSession(
      userId: string,
      method: SignInMethod,
      ip: string,
      userAgent?: string,
    ): Promise<{ access_token: string; token_type: 'bearer' }>;
  };
}

/**
 * A sign-in through the provider: started, finished into a one-time code for the person, and the
 * code exchanged for a session ('sso') and its access token by the login page of the same browser.
 */
export function createOidcService({ config, provider, accounts, repo, users, login }: Deps) {
  return {
    enabled: config.oidc !== null && provider !== null,

    authorizationUrl(flow: SignInFlow): Promise<URL> {
      if (!provider) throw new Error('single sign-on is off');
      return provider.authorizationUrl(flow);
    },

    /** The provider's answer checked and its person signed in here: the one-time code for the login page. */
    async finish(query: URLSearchParams, flow: SignInFlow): Promise<string> {
      if (!provider) throw new Error('single sign-on is off');
      const user = await accounts.signIn(await provider.finish(query, flow));
      return repo.issueCode(user.id);
    },

    /** The token for a code (once); 'invalid' for an unknown, used or expired one, 'inactive' when deactivated meanwhile. */
    async exchange(code: string, ip: string, userAgent?: string) {
      const userId = await repo.redeemCode(code);
      if (!userId) return 'invalid' as const;
      const user = await users.findById(userId);
      if (!user) return 'invalid' as const;
      if (!user.is_active) return 'inactive' as const;
      return login.startSession(user.id, 'sso', ip, userAgent);
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
