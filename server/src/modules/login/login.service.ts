import type { Config } from '../../config.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import type { TokenService } from '../../lib/tokens.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
import type { UsersService } from '../users/users.service.js';
import type { SessionsRepository, SignInMethod } from '../sessions/sessions.repository.js';
import { type LoginThrottle } from './login-throttle.js';
import { type RecoveryThrottle } from './recovery-throttle.js';
import type { TwoFactorService } from '../two-factor/two-factor.service.js';
import { resetPasswordEmail } from './login.emails.js';
import { resetTokenStatus, type ResetTokenStatus } from './reset-token-status.js';
import { assertPasswordSignInAllowed, passwordSignInAllowed } from '../oidc/password-sign-in-rule.js';
import { INACTIVE_USER, INCORRECT_LOGIN, INVALID_TOKEN, USERNAME_UNKNOWN } from '../../lib/messages.js';

interface Deps {
  config: Config;
  users: UsersService;
  usersRepository: UsersRepository;
  tokens: TokenService;
  mailer: Mailer;
  throttle: LoginThrottle;
  recoveryThrottle: RecoveryThrottle;
  sessions: Pick<SessionsRepository, 'create'>;
  /** Asks for the second step of a person with a second factor on, and checks it. */
  secondFactor: Pick<TwoFactorService, 'challengeFor' | 'passSecondStep'>;
}

export function createLoginService({
  config,
  users,
  usersRepository,
  tokens,
  mailer,
  throttle,
  recoveryThrottle,
  sessions,
  secondFactor,
}: Deps) {
  async function resetMailFor(user: UserRow): Promise<MailMessage> {
    return resetPasswordEmail({
      projectName: config.projectName,
      email: user.email,
      frontendHost: config.frontendHost,
      token: await tokens.createPasswordResetToken(user.email, user.hashed_password),
      validHours: config.emailResetTokenExpireHours,
    });
  }

  /**
   * A person who proved who they are (by any method) is signed in: the sign-in is recorded, a
   * session starts with its method, browser and address, and the access token names it.
   */
  async function startSession(userId: string, method: SignInMethod, ip: string, userAgent?: string) {
    await usersRepository.recordLogin(userId);
    const sessionId = await sessions.create({ userId, method, userAgent, address: ip });
    return { access_token: await tokens.createAccessToken(userId, Date.now(), sessionId), token_type: 'bearer' as const };
  }

  return {
    /** A sign-in starts a session (recorded with its browser and address); the token names it. */
    async login(ip: string, username: string, password: string, userAgent?: string) {
      await throttle.begin(ip, username);
      const user = await users.authenticate(username, password);
      if (!user) throw badRequest(INCORRECT_LOGIN);
      await throttle.succeeded(ip, username);
      if (!user.is_active) throw badRequest(INACTIVE_USER);
      assertPasswordSignInAllowed(config, user.email);
      // A second factor on: no token yet, a ticket for the second step (loginSecondStep) instead.
      const challenge = await secondFactor.challengeFor(user);
      if (challenge) return challenge;
      return startSession(user.id, 'password', ip, userAgent);
    },

    startSession,

    /** The second step of a password sign-in: the ticket and a right code start the session. */
    async loginSecondStep(ip: string, ticket: string, code: string, userAgent?: string) {
      const user = await secondFactor.passSecondStep(ticket, code);
      return startSession(user.id, 'password', ip, userAgent);
    },

    /**
     * Same answer in the same time whether or not the address is registered: the only work
     * before answering is counting the request, the same for any address; looking the user up,
     * signing the token and sending happen after. Over the limits nothing is sent.
     */
    async recoverPassword(ip: string, email: string): Promise<void> {
      if (!(await recoveryThrottle.allows(ip, email))) return;
      mailer.sendInBackground(async () => {
        const user = await usersRepository.findByEmail(email);
        return user?.is_active && passwordSignInAllowed(config, user.email) ? resetMailFor(user) : null;
      });
    },

    async resetPassword(token: string, newPassword: string): Promise<void> {
      const claims = await tokens.verifyPasswordResetToken(token);
      if (!claims) throw badRequest(INVALID_TOKEN);
      const user = await usersRepository.findByEmail(claims.email);
      if (!user) throw badRequest(INVALID_TOKEN);
      if (!user.is_active) throw badRequest(INACTIVE_USER);
      if (!(await users.resetPassword(user, newPassword, claims.passwordFingerprint))) throw badRequest(INVALID_TOKEN);
    },

    /** Whether a link's token would still set a password, and for whom (see resetTokenStatus). */
    checkResetToken(token: string): Promise<ResetTokenStatus> {
      return resetTokenStatus(token, config.secretKey, usersRepository);
    },

    async recoveryEmailPreview(email: string): Promise<MailMessage> {
      const user = await usersRepository.findByEmail(email);
      if (!user) throw notFound(USERNAME_UNKNOWN);
      return resetMailFor(user);
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
