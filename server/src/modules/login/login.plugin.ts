import fp from 'fastify-plugin';
import { LoginThrottle } from './login-throttle.js';
import { loginRoutes } from './login.routes.js';
import { createLoginService, type LoginService } from './login.service.js';
import { RecoveryThrottle } from './recovery-throttle.js';

declare module 'fastify' {
  interface FastifyInstance {
    loginService: LoginService;
  }
}

/** Signing in and password recovery, with their brakes: /api/v1/login/... and /api/v1/password-recovery/... */
export const loginPlugin = fp(
  async (app) => {
    const throttle = new LoginThrottle(app.db, app.config.loginRateLimit);
    // Forget ended counters now and then so the table stays small under a spray of addresses.
    // Sessions started longer ago than a token lives can no longer be used, ended or not: they go too.
    const pruneSessions = () =>
      app.sessionsRepository.deleteStartedBefore(new Date(Date.now() - app.tokens.accessTokenLifetimeMs).toISOString());
    const pruning = setInterval(() => {
      void throttle.prune().catch((error: unknown) => app.log.warn({ err: error }, 'pruning rate-limit counters failed'));
      void pruneSessions().catch((error: unknown) => app.log.warn({ err: error }, 'pruning ended sessions failed'));
    }, 5 * 60_000);
    pruning.unref();
    app.addHook('onClose', async () => clearInterval(pruning));
    app.decorate(
      'loginService',
      createLoginService({
        config: app.config,
        users: app.usersService,
        usersRepository: app.usersRepository,
        tokens: app.tokens,
        mailer: app.mailer,
        throttle,
        recoveryThrottle: new RecoveryThrottle(app.db, app.config.recoveryRateLimit),
        sessions: app.sessionsRepository,
        secondFactor: app.twoFactor,
      }),
    );
    await app.register(loginRoutes, { prefix: '/api/v1' });
  },
  { name: 'login', dependencies: ['config', 'db', 'security', 'mail', 'users', 'two-factor'] },
);
