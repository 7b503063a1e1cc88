import QRCode from 'qrcode';
import { HttpError, badRequest, conflict } from '../../lib/http-errors.js';
import {
  INACTIVE_USER,
  INCORRECT_PASSWORD,
  INCORRECT_SECOND_FACTOR_CODE,
  SECOND_FACTOR_REQUIRED,
  SECOND_FACTOR_TICKET_INVALID,
  TWO_FACTOR_ALREADY_ENABLED,
  TWO_FACTOR_NOT_ENABLED,
  TWO_FACTOR_NOT_SET_UP,
  TWO_FACTOR_REQUIRED_FOR_ROLE,
} from '../../lib/messages.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import { matchesPassword } from '../../lib/tokens.js';
import type { AuditService } from '../audit/audit.service.js';
import type { UserRow } from '../users/users.repository.js';
import { twoFactorRequired } from './required-roles.js';
import type { SecondStepThrottle } from './second-step-throttle.js';
import type { SecondStepTickets } from './second-step-ticket.js';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp.js';
import type { TwoFactorRepository } from './two-factor.repository.js';
import { newRecoveryCodes, type TwoFactorSecrets } from './two-factor-secrets.js';

interface Deps {
  repository: TwoFactorRepository;
  secrets: TwoFactorSecrets;
  tickets: SecondStepTickets;
  throttle: SecondStepThrottle;
  passwords: PasswordHasher;
  users: { findById(id: string): Promise<UserRow | null> };
  audit: Pick<AuditService, 'record'>;
  /** The name an authenticator app shows beside the code (PROJECT_NAME). */
  issuer: string;
  requiredRoles: readonly string[];
}

/** What a password sign-in answers instead of a token when the person has a second factor. */
export interface SecondFactorChallenge {
  detail: typeof SECOND_FACTOR_REQUIRED;
  second_factor: { ticket: string; methods: ['totp', 'recovery_code'] };
}

const TOTP_CODE = /^\d{6}$/;

/** A person's second factor: setting it up, turning it on and off, and the sign-in's second step. */
export function createTwoFactorService({ repository, secrets, tickets, throttle, passwords, users, audit, issuer, requiredRoles }: Deps) {
  const record = (user: UserRow, kind: string, summary: unknown = null) =>
    audit.record([{ kind, target: `user:${user.email}`, actor: user.email, actorId: user.id, summary }]);

  /** The confirmed secret of a person whose second factor is on, decrypted; null when it is off. */
  async function activeSecret(userId: string) {
    const row = await repository.find(userId);
    return row?.secret && row.enabledAt ? { row, secret: secrets.decrypt(row.secret) } : null;
  }

  /** A code of the person's authenticator that was not used before: its step is recorded as used. */
  async function acceptTotp(userId: string, secret: string, code: string): Promise<boolean> {
    const step = TOTP_CODE.test(code) ? matchingStep(secret, code) : null;
    return step !== null && repository.useStep(userId, step);
  }

  async function freshRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
    const codes = newRecoveryCodes();
    return { codes, hashes: codes.map((code) => secrets.hashRecoveryCode(code)) };
  }

  return {
    isRequired: (user: UserRow) => twoFactorRequired(user, requiredRoles),

    /**
     * `signedInWith` is the caller's session's method: a person who signed in through single
     * sign-on (the provider's own rules are their second factor) or with a passkey (both factors
     * at once) is not required to set one up in that session; turning it off stays refused.
     */
    async status(user: UserRow, signedInWith?: string) {
      const active = await repository.find(user.id);
      const enabled = Boolean(active?.secret && active.enabledAt);
      return {
        enabled,
        required: twoFactorRequired(user, requiredRoles) && signedInWith !== 'sso' && signedInWith !== 'passkey',
        recovery_codes_left: enabled ? await repository.countRecoveryCodes(user.id) : 0,
      };
    },

    /** A new secret waiting for its first code (a second setup replaces the first); refused while on. */
    async setUp(user: UserRow) {
      if (await activeSecret(user.id)) throw conflict(TWO_FACTOR_ALREADY_ENABLED);
      const secret = newTotpSecret();
      await repository.setPending(user.id, secrets.encrypt(secret));
      const url = otpauthUrl(secret, issuer, user.email);
      await record(user, 'two_factor.setup');
      return { secret, otpauth_url: url, qr_svg: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
    },

    /** The first right code of the pending secret turns it on; the ten recovery codes are answered this once. */
    async enable(user: UserRow, code: string) {
      const row = await repository.find(user.id);
      if (row?.secret && row.enabledAt) throw conflict(TWO_FACTOR_ALREADY_ENABLED);
      if (!row?.pendingSecret) throw badRequest(TWO_FACTOR_NOT_SET_UP);
      const step = TOTP_CODE.test(code) ? matchingStep(secrets.decrypt(row.pendingSecret), code) : null;
      if (step === null) throw badRequest(INCORRECT_SECOND_FACTOR_CODE);
      const { codes, hashes } = await freshRecoveryCodes();
      if (!(await repository.enable(user.id, row.pendingSecret, step, hashes))) throw badRequest(TWO_FACTOR_NOT_SET_UP);
      await record(user, 'two_factor.enabled');
      return { recovery_codes: codes };
    },

    /** Ten new recovery codes for a right code of the authenticator; the old ones stop working. */
    async renewRecoveryCodes(user: UserRow, code: string) {
      const active = await activeSecret(user.id);
      if (!active) throw conflict(TWO_FACTOR_NOT_ENABLED);
      if (!(await acceptTotp(user.id, active.secret, code))) throw badRequest(INCORRECT_SECOND_FACTOR_CODE);
      const { codes, hashes } = await freshRecoveryCodes();
      await repository.replaceRecoveryCodes(user.id, hashes);
      await record(user, 'two_factor.recovery_codes');
      return { recovery_codes: codes };
    },

    /** Turns the second factor off, for the person's password; refused to a person whose role requires it. */
    async disable(user: UserRow, password: string) {
      if (twoFactorRequired(user, requiredRoles)) throw conflict(TWO_FACTOR_REQUIRED_FOR_ROLE);
      if (!(await passwords.verify(user.hashed_password, password))) throw badRequest(INCORRECT_PASSWORD);
      if (!(await activeSecret(user.id))) throw conflict(TWO_FACTOR_NOT_ENABLED);
      await repository.remove(user.id);
      await record(user, 'two_factor.disabled');
    },

    /**
     * The answer to a right password of a person whose second factor is on: a ticket for the
     * second step; null when the second factor is off (the password alone signs in).
     */
    async challengeFor(user: UserRow): Promise<SecondFactorChallenge | null> {
      if (!(await activeSecret(user.id))) return null;
      return {
        detail: SECOND_FACTOR_REQUIRED,
        second_factor: { ticket: await tickets.issue(user.id, user.hashed_password), methods: ['totp', 'recovery_code'] },
      };
    },

    /**
     * The second step: a valid ticket and a right code (the authenticator's, or a recovery code,
     * which is then gone) name the person to sign in. The ticket is used once; five wrong codes
     * lock the step (SecondStepThrottle).
     */
    async passSecondStep(ticket: string, code: string): Promise<UserRow> {
      const claims = await tickets.verify(ticket);
      const invalid = () => new HttpError(401, SECOND_FACTOR_TICKET_INVALID);
      if (!claims) throw invalid();
      const user = await users.findById(claims.userId);
      if (!user || !matchesPassword(claims.passwordFingerprint, user.hashed_password)) throw invalid();
      const active = await activeSecret(user.id);
      if (!active || active.row.ticketsValidAfter >= claims.issuedAtMs) throw invalid();
      await throttle.begin(user.id);
      const right = TOTP_CODE.test(code)
        ? await acceptTotp(user.id, active.secret, code)
        : await repository.useRecoveryCode(user.id, secrets.hashRecoveryCode(code));
      if (!right) throw badRequest(INCORRECT_SECOND_FACTOR_CODE);
      await throttle.succeeded(user.id);
      if (!(await repository.retireTicketsUpTo(user.id, claims.issuedAtMs))) throw invalid();
      if (!user.is_active) throw badRequest(INACTIVE_USER);
      if (!TOTP_CODE.test(code))
        await record(user, 'two_factor.recovery_code_used', { left: await repository.countRecoveryCodes(user.id) });
      return user;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
