import fp from 'fastify-plugin';
import { SecondStepThrottle } from './second-step-throttle.js';
import { SecondStepTickets } from './second-step-ticket.js';
import { createTwoFactorRepository } from './two-factor.repository.js';
import { twoFactorRoutes } from './two-factor.routes.js';
import { createTwoFactorService, type TwoFactorService } from './two-factor.service.js';
import { TwoFactorSecrets } from './two-factor-secrets.js';

declare module 'fastify' {
  interface FastifyInstance {
    twoFactor: TwoFactorService;
  }
}

/**
 * A second factor for password sign-in (an authenticator app's codes, RFC 6238, and recovery
 * codes): the caller's own at /api/v1/users/me/two-factor. The sign-in's second step itself is
 * the login module's (/api/v1/login/second-factor), which asks this service.
 */
export const twoFactorPlugin = fp(
  async (app) => {
    app.decorate(
      'twoFactor',
      createTwoFactorService({
        repository: createTwoFactorRepository(app.db),
        secrets: new TwoFactorSecrets(app.config.secretKey),
        tickets: new SecondStepTickets(app.config.secretKey),
        throttle: new SecondStepThrottle(app.db, app.config.loginRateLimit.accountWindowSeconds),
        passwords: app.passwords,
        users: app.usersRepository,
        audit: app.auditLog,
        issuer: app.config.projectName,
        requiredRoles: app.config.requireTwoFactorRoles,
      }),
    );
    await app.register(twoFactorRoutes, { prefix: '/api/v1/users' });
  },
  { name: 'two-factor', dependencies: ['config', 'db', 'security', 'users', 'audit'] },
);
