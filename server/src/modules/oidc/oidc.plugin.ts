import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createOidcRepository } from './oidc.repository.js';
import { oidcRoutes } from './oidc.routes.js';
import { createOidcService } from './oidc.service.js';
import type { OidcDatabase } from './oidc.tables.js';
import { createProviderClient } from './provider-client.js';
import { createSsoAccounts } from './sso-accounts.js';

/** The provider redirects back here: FRONTEND_HOST, where the browser reaches the API. */
export const callbackPath = '/api/v1/login/oidc/callback';

/**
 * Single sign-on with an OpenID Connect provider (OIDC_*): /api/v1/login/oidc, its callback and
 * the one-time code's exchange. The routes answer when it is off too (back to /login saying so).
 */
export const oidcPlugin = fp(
  async (app) => {
    const { oidc } = app.config;
    const repo = createOidcRepository(app.db as unknown as Kysely<OidcDatabase>);
    const provider = oidc ? createProviderClient(oidc, `${app.config.frontendHost}${callbackPath}`) : null;
    const service = createOidcService({
      config: app.config,
      provider,
      repo,
      users: app.usersRepository,
      login: app.loginService,
      accounts: oidc
        ? createSsoAccounts({
            oidc,
            repo,
            users: app.usersRepository,
            passwords: app.passwords,
            audit: app.auditLog,
            changeFeed: app.changeFeed,
          })
        : { signIn: () => Promise.reject(new Error('single sign-on is off')) },
    });
    await app.register(oidcRoutes, { prefix: '/api/v1', service });
  },
  { name: 'oidc', dependencies: ['config', 'db', 'security', 'audit', 'users', 'login'] },
);
