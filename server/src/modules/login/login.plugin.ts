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
    const pruning = setInterval(
      () => void throttle.prune().catch((error: unknown) => app.log.warn({ err: error }, 'pruning rate-limit counters failed')),
      5 * 60_000,
    );
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
      }),
    );
    await app.register(loginRoutes, { prefix: '/api/v1' });
  },
  { name: 'login', dependencies: ['config', 'db', 'security', 'mail', 'users'] },
);
