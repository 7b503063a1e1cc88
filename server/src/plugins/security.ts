import fp from 'fastify-plugin';
import { PasswordHasher } from '../lib/passwords.js';
import { TokenService } from '../lib/tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    tokens: TokenService;
  }
}

/** Password hashing (argon2id) and JWTs (HS256), configured once from the settings. */
export const securityPlugin = fp(
  async (app) => {
    const { config } = app;
    app.decorate('passwords', new PasswordHasher(config.argon2));
    app.decorate('tokens', new TokenService(config.secretKey, config.accessTokenExpireMinutes, config.emailResetTokenExpireHours));
  },
  { name: 'security', dependencies: ['config'] },
);
