import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import { badRequest, conflict, forbidden, notFound, validationFailed } from '../../lib/http-errors.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { SessionsRepository } from '../sessions/sessions.repository.js';
import { permissionsOf } from '../../lib/roles.js';
import { toWireTimestamp, wallClockIso } from '../../lib/time.js';
import { matchesPassword, type TokenService } from '../../lib/tokens.js';
import type { Mailer } from '../../mail/mailer.js';
import type { MailLanguage } from '../../mail/mail-languages.js';
import { assertPermission } from './authentication.js';
import type { ChangeFeed } from '../changes/change-feed.js';
import type { SignupThrottle } from './signup-throttle.js';
import { invitationEmail } from './users.emails.js';
import { EmailTakenError, type UserChanges, type UserRow, type UsersRepository } from './users.repository.js';
import type { CreateUserBody, ListUsersQuery, RegisterUserBody, UpdateMeBody, UpdateUserBody, User, UserMe } from './users.schemas.js';
import {
  EMAIL_EXISTS_ADMIN,
  EMAIL_EXISTS_SIGNUP,
  EMAIL_TAKEN,
  FIELD_REQUIRED,
  INCORRECT_PASSWORD,
  LAST_SUPERUSER,
  LAST_SUPERUSER_DELETE,
  PASSWORD_OR_INVITE,
  REGISTRATION_CLOSED,
  SAME_PASSWORD,
  SUPERUSER_SELF_DELETE,
  USER_ID_UNKNOWN,
  USER_NOT_FOUND,
} from '../../lib/messages.js';

export function toPublicUser(row: UserRow): User {
  return {
    email: row.email,
    is_active: row.is_active,
    is_superuser: row.is_superuser,
    full_name: row.full_name,
    id: row.id,
    created_at: toWireTimestamp(row.created_at),
    last_login_at: row.last_login_at === null ? null : toWireTimestamp(row.last_login_at),
    roles: row.roles,
  };
}

/** The signed-in user's own answer: as toPublicUser, with the permissions they hold. */
export function toUserMe(row: UserRow): UserMe {
  return { ...toPublicUser(row), permissions: permissionsOf(row) };
}

interface Deps {
  repo: UsersRepository;
  passwords: PasswordHasher;
  tokens: TokenService;
  mailer: Mailer;
  config: Pick<Config, 'openRegistration' | 'projectName' | 'frontendHost' | 'emailResetTokenExpireHours'>;
  signupThrottle: SignupThrottle;
  /** Where a change of a person's rights is announced to their open tabs (see announceRightsChange). */
  changeFeed?: ChangeFeed;
  /** Ended when a person is deactivated or their password changes. */
  sessions?: Pick<SessionsRepository, 'endAll'>;
}

type NewUser = Pick<CreateUserBody, 'email' | 'full_name' | 'is_active' | 'is_superuser' | 'roles'> & { password: string };

export function createUsersService({ repo, passwords, tokens, mailer, config, signupThrottle, changeFeed, sessions }: Deps) {
  /**
   * Tells the person's open tabs (their change streams) that what they may do changed, so each
   * fetches /users/me again within seconds instead of at the next refusal or reload.
   */
  function announceRightsChange(before: UserRow, after: UserRow): void {
    const changed =
      before.is_superuser !== after.is_superuser ||
      before.is_active !== after.is_active ||
      before.roles.length !== after.roles.length ||
      before.roles.some((role) => !after.roles.includes(role));
    if (changed) changeFeed?.publish({ kind: 'user', op: 'updated', id: after.id });
  }

  async function insert(input: NewUser, existsMessage: string): Promise<UserRow> {
    if (await repo.findByEmail(input.email)) throw badRequest(existsMessage);
    try {
      return await repo.create({
        email: input.email,
        hashed_password: await passwords.hash(input.password),
        full_name: input.full_name ?? null,
        is_active: input.is_active ?? true,
        is_superuser: input.is_superuser ?? false,
        roles: input.roles ?? [],
      });
    } catch (error) {
      // Two sign-ups racing for one address: the index decides, the loser gets the same answer.
      if (error instanceof EmailTakenError) throw badRequest(existsMessage);
      throw error;
    }
  }

  async function assertEmailFree(email: string, userId: string): Promise<void> {
    const owner = await repo.findByEmail(email);
    if (owner && owner.id !== userId) throw conflict(EMAIL_TAKEN);
  }

  async function applyChanges(userId: string, changes: UserChanges): Promise<UserRow | null> {
    try {
      const updated = await repo.updateKeepingASuperuser(userId, changes);
      // Without an active superuser nobody could ever manage users again.
      if (updated === 'last-superuser') throw badRequest(LAST_SUPERUSER);
      return updated;
    } catch (error) {
      if (error instanceof EmailTakenError) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  }

  /** A new hash (which retires every reset token issued before it) and when it was set. */
  async function passwordChanges(password: string): Promise<UserChanges> {
    return { hashed_password: await passwords.hash(password), password_changed_at: wallClockIso() };
  }

  return {
    async list({ skip, limit, q, role }: ListUsersQuery) {
      const { rows, count } = await repo.list(skip, limit, { q, role });
      return { data: rows.map(toPublicUser), count };
    },

    /**
     * A user added by `inviter` (a superuser), with the body's password or, with `invite`, with a
     * random one nobody knows and a mail (sent after the answer) linking to the page where they
     * choose their own: the password-recovery token and page, so the link works once and only
     * until the password changes. The mail is in `languages`: the inviter's, or both.
     */
    async create(body: CreateUserBody, inviter: UserRow, languages: readonly MailLanguage[] = ['en', 'zh-CN']): Promise<UserRow> {
      const { invite, password, ...fields } = body;
      if (invite && password !== undefined) throw validationFailed(['body', 'invite'], PASSWORD_OR_INVITE);
      if (!invite) {
        if (password === undefined) throw validationFailed(['body', 'password'], FIELD_REQUIRED, 'missing');
        return insert({ ...fields, password }, EMAIL_EXISTS_ADMIN);
      }
      const user = await insert({ ...fields, password: randomBytes(32).toString('base64url') }, EMAIL_EXISTS_ADMIN);
      mailer.sendInBackground(async () =>
        invitationEmail({
          projectName: config.projectName,
          email: user.email,
          inviter: inviter.full_name || inviter.email,
          roles: user.roles,
          isSuperuser: user.is_superuser,
          languages,
          frontendHost: config.frontendHost,
          token: await tokens.createPasswordResetToken(user.email, user.hashed_password),
          validHours: config.emailResetTokenExpireHours,
        }),
      );
      return user;
    },

    /**
     * A plain user with a password, made with nobody signed in: only for end-to-end tests on a
     * local server (modules/private). The e-mail is unique as everywhere (400 when taken).
     */
    async createForTests(body: Pick<CreateUserBody, 'email' | 'full_name'> & { password: string }): Promise<UserRow> {
      return insert({ email: body.email, password: body.password, full_name: body.full_name ?? null }, EMAIL_EXISTS_ADMIN);
    },

    /**
     * Self-service sign-up: whatever the body says, never a superuser. Refused when open
     * registration is off, and counted per source address (`ip`) before anything else is done.
     */
    async register(ip: string, body: RegisterUserBody): Promise<UserRow> {
      if (!config.openRegistration) throw forbidden(REGISTRATION_CLOSED);
      await signupThrottle.begin(ip);
      return insert({ email: body.email, password: body.password, full_name: body.full_name ?? null }, EMAIL_EXISTS_SIGNUP);
    },

    async updateMe(user: UserRow, body: UpdateMeBody): Promise<UserRow> {
      const changes: UserChanges = {};
      if (body.email != null) {
        await assertEmailFree(body.email, user.id);
        changes.email = body.email;
      }
      if (body.full_name !== undefined) changes.full_name = body.full_name;
      return (await applyChanges(user.id, changes)) ?? user;
    },

    async changePassword(user: UserRow, currentPassword: string, newPassword: string): Promise<void> {
      if (!(await passwords.verify(user.hashed_password, currentPassword))) throw badRequest(INCORRECT_PASSWORD);
      if (currentPassword === newPassword) throw badRequest(SAME_PASSWORD);
      await repo.update(user.id, await passwordChanges(newPassword));
      // A new password signs out every session, the one that changed it too.
      await sessions?.endAll(user.id);
    },

    /**
     * Sets a new password with a reset token issued against the password hash fingerprinted in
     * `tokenFingerprint`, unless the password changed since (an earlier use of the same token
     * included). False if refused.
     */
    async resetPassword(user: UserRow, newPassword: string, tokenFingerprint: string): Promise<boolean> {
      if (!matchesPassword(tokenFingerprint, user.hashed_password)) return false;
      const changed = await repo.updateIfPasswordHashIs(user.id, await passwordChanges(newPassword), user.hashed_password);
      if (changed) await sessions?.endAll(user.id);
      return changed;
    },

    async deleteMe(user: UserRow): Promise<void> {
      if (user.is_superuser) throw forbidden(SUPERUSER_SELF_DELETE);
      await repo.deleteWithItems(user.id);
    },

    /** Order as in the starter: anyone may read themselves; others need users.manage first. */
    async getById(current: UserRow, userId: string): Promise<UserRow> {
      if (userId.toLowerCase() === current.id) return current;
      assertPermission(current, 'users.manage');
      const user = await repo.findById(userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      return user;
    },

    async update(userId: string, body: UpdateUserBody): Promise<UserRow> {
      const user = await repo.findById(userId);
      if (!user) throw notFound(USER_ID_UNKNOWN);
      let changes: UserChanges = {};
      if (body.email != null) {
        await assertEmailFree(body.email, user.id);
        changes.email = body.email;
      }
      if (body.full_name !== undefined) changes.full_name = body.full_name;
      if (body.is_active !== undefined) changes.is_active = body.is_active;
      if (body.is_superuser !== undefined) changes.is_superuser = body.is_superuser;
      if (body.roles !== undefined) changes.roles = body.roles;
      if (body.password != null) changes = { ...changes, ...(await passwordChanges(body.password)) };
      const updated = (await applyChanges(user.id, changes)) ?? user;
      // A deactivated person, or one given a new password, is signed out of every session.
      if ((changes.is_active === false && user.is_active) || changes.password_changed_at !== undefined) await sessions?.endAll(user.id);
      announceRightsChange(user, updated);
      return updated;
    },

    async delete(current: UserRow, userId: string): Promise<void> {
      const user = await repo.findById(userId);
      if (!user) throw notFound(USER_NOT_FOUND);
      if (user.id === current.id) throw forbidden(SUPERUSER_SELF_DELETE);
      // The caller may have lost their own rights since the call was authorized: the deletion
      // itself makes sure an active superuser remains.
      if ((await repo.deleteKeepingASuperuser(user.id)) === 'last-superuser') throw badRequest(LAST_SUPERUSER_DELETE);
    },

    /** The user whose e-mail and password match, or null; takes the same time either way. */
    async authenticate(email: string, password: string): Promise<UserRow | null> {
      const user = await repo.findByEmail(email);
      if (!user) return passwords.verifyNothing(password).then(() => null);
      return (await passwords.verify(user.hashed_password, password)) ? user : null;
    },

    /** Creates the configured first superuser unless that e-mail is already registered. */
    async ensureFirstSuperuser(email: string, password: string): Promise<void> {
      if (await repo.findByEmail(email)) return;
      try {
        await repo.create({
          email,
          hashed_password: await passwords.hash(password),
          full_name: null,
          is_active: true,
          is_superuser: true,
        });
      } catch (error) {
        // Another instance starting at the same moment created it first.
        if (!(error instanceof EmailTakenError)) throw error;
      }
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
