import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createCeremonyTickets } from './ceremony-tickets.js';
import { passkeySignInRoutes } from './passkey-sign-in.routes.js';
import { createPasskeysRepository } from './passkeys.repository.js';
import { passkeysRoutes } from './passkeys.routes.js';
import { createPasskeysService, type PasskeysService } from './passkeys.service.js';
import type { PasskeysDatabase } from './passkeys.tables.js';

declare module 'fastify' {
  interface FastifyInstance {
    passkeysService: PasskeysService;
  }
}

/** Passkeys (WebAuthn): a person's own (/api/v1/users/me/passkeys) and signing in with one (/api/v1/login/passkey). */
export const passkeysPlugin = fp(
  async (app) => {
    const service = createPasskeysService({
      repository: createPasskeysRepository(app.db as unknown as Kysely<PasskeysDatabase>),
      tickets: createCeremonyTickets(app.config.secretKey),
      relyingParty: app.config.webauthn,
      users: app.usersRepository,
      startSession: app.loginService.startSession,
      audit: app.auditLog,
    });
    app.decorate('passkeysService', service);
    // Used tickets are needed only until they expire: forget them now and then.
    const pruning = setInterval(() => {
      void service.pruneTickets().catch((error: unknown) => app.log.warn({ err: error }, 'pruning used passkey tickets failed'));
    }, 5 * 60_000);
    pruning.unref();
    app.addHook('onClose', async () => clearInterval(pruning));
    await app.register(passkeysRoutes, { prefix: '/api/v1/users' });
    await app.register(passkeySignInRoutes, { prefix: '/api/v1' });
  },
  { name: 'passkeys', dependencies: ['config', 'db', 'security', 'audit', 'users', 'login'] },
);
