import fp from 'fastify-plugin'
import type { Config } from '../../config.js'
import { badRequest, notFound } from '../../lib/http-errors.js'
import type { TokenService } from '../../lib/tokens.js'
import type { Mailer, MailMessage } from '../../plugins/mail.js'
import type { UserRow, UsersRepository } from '../users/users.repository.js'
import type { UsersService } from '../users/users.service.js'
import { LoginThrottle } from './login-throttle.js'
import { resetPasswordEmail } from './login.emails.js'

export const RECOVERY_MESSAGE = 'If that email is registered, we sent a password recovery link'

interface Deps {
  config: Config
  users: UsersService
  usersRepository: UsersRepository
  tokens: TokenService
  mailer: Mailer
  throttle: LoginThrottle
}

export function createLoginService({ config, users, usersRepository, tokens, mailer, throttle }: Deps) {
  async function resetMailFor(user: UserRow): Promise<MailMessage> {
    return resetPasswordEmail({
      projectName: config.projectName,
      email: user.email,
      frontendHost: config.frontendHost,
      token: await tokens.createPasswordResetToken(user.email, user.hashed_password),
      validHours: config.emailResetTokenExpireHours,
    })
  }

  return {
    async login(ip: string, username: string, password: string) {
      throttle.begin(ip, username)
      const user = await users.authenticate(username, password)
      if (!user) throw badRequest('Incorrect email or password')
      throttle.succeeded(username)
      if (!user.is_active) throw badRequest('Inactive user')
      return { access_token: await tokens.createAccessToken(user.id), token_type: 'bearer' as const }
    },

    /** Same answer, and about the same time, whether or not the address is registered. */
    async recoverPassword(email: string): Promise<void> {
      const user = await usersRepository.findByEmail(email)
      if (user?.is_active) mailer.sendInBackground(await resetMailFor(user))
    },

    async resetPassword(token: string, newPassword: string): Promise<void> {
      const claims = await tokens.verifyPasswordResetToken(token)
      if (!claims) throw badRequest('Invalid token')
      const user = await usersRepository.findByEmail(claims.email)
      if (!user) throw badRequest('Invalid token')
      if (!user.is_active) throw badRequest('Inactive user')
      if (!(await users.resetPassword(user, newPassword, claims.passwordFingerprint))) throw badRequest('Invalid token')
    },

    async recoveryEmailPreview(email: string): Promise<MailMessage> {
      const user = await usersRepository.findByEmail(email)
      if (!user) throw notFound('The user with this username does not exist in the system.')
      return resetMailFor(user)
    },
  }
}

export type LoginService = ReturnType<typeof createLoginService>

declare module 'fastify' {
  interface FastifyInstance {
    loginService: LoginService
  }
}

export const loginServicePlugin = fp(
  async (app) => {
    const throttle = new LoginThrottle(app.config.loginRateLimit)
    // Forget stale counters now and then so memory stays bounded under a spray of addresses.
    const pruning = setInterval(() => throttle.prune(), 60_000)
    pruning.unref()
    app.addHook('onClose', async () => clearInterval(pruning))
    app.decorate(
      'loginService',
      createLoginService({
        config: app.config,
        users: app.usersService,
        usersRepository: app.usersRepository,
        tokens: app.tokens,
        mailer: app.mailer,
        throttle,
      }),
    )
  },
  { name: 'login-service', dependencies: ['users-service', 'security', 'mail'] },
)
