import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import {
  INACTIVE_USER,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_SIGN_IN_FAILED,
  PASSKEY_TICKET_INVALID,
  tooManyPasskeys,
} from '../../lib/messages.js';
import { nowIso, toWireTimestamp } from '../../lib/time.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SignInMethod } from '../sessions/sessions.repository.js';
import type { CeremonyTickets } from './ceremony-tickets.js';
import type { PasskeyRow, PasskeysRepository } from './passkeys.repository.js';
import type { PasskeyPublic } from './passkeys.schemas.js';
import type { RelyingParty } from './relying-party.js';

/** A person may keep this many passkeys (a phone, a laptop, a key or two, with room to spare). */
export const PASSKEYS_MAX = 20;

/** The person a ceremony is for, as the users' repository has them. */
interface Person {
  id: string;
  email: string;
  full_name: string | null;
  is_active: boolean | number;
}

type Token = { access_token: string; token_type: 'bearer' };

interface Deps {
  repository: PasskeysRepository;
  tickets: CeremonyTickets;
  relyingParty: RelyingParty;
  users: { findById(id: string): Promise<Person | undefined | null> };
  /** Starts a signed-in session (the login feature's, the same for every sign-in method). */
  startSession(userId: string, method: SignInMethod, ip: string, userAgent?: string): Promise<Token>;
  audit: Pick<AuditService, 'record'>;
}

const toPublic = (row: PasskeyRow): PasskeyPublic => ({
  id: row.id,
  name: row.name,
  created_at: toWireTimestamp(row.created_at),
  last_used_at: row.last_used_at === null ? null : toWireTimestamp(row.last_used_at),
});

const transportsOf = (row: PasskeyRow): string[] => {
  try {
    const parsed: unknown = JSON.parse(row.transports);
    return Array.isArray(parsed) ? parsed.filter((each): each is string => typeof each === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: a person adds, renames and removes theirs,
 * and anyone signs in with one. A passkey proves both possession and the person (user
 * verification is required), so its sign-in is complete on its own. Each ceremony's challenge
 * comes in a signed ticket that is recorded once used: it serves once, on any instance.
 */
export function createPasskeysService({ repository, tickets, relyingParty, users, startSession, audit }: Deps) {
  const audited = (person: Pick<Person, 'id' | 'email'>, kind: string, summary: unknown) =>
    audit.record([{ kind, target: `user:${person.email}`, actor: person.email, actorId: person.id, summary }]);

  /** Records the ticket as used; a ticket already used (or forged, expired, for another ceremony) is refused. */
  async function useTicket(ticket: { id: string; expiresAt: string } | null): Promise<void> {
    if (!ticket || !(await repository.useTicket(ticket.id, ticket.expiresAt))) throw badRequest(PASSKEY_TICKET_INVALID);
  }

  return {
    async listMine(userId: string): Promise<PasskeyPublic[]> {
      return (await repository.listOf(userId)).map(toPublic);
    },

    /** Options for adding a passkey: a discoverable credential with user verification, none of the person's own again. */
    async registrationOptions(person: Person) {
      const own = await repository.listOf(person.id);
      if (own.length >= PASSKEYS_MAX) throw conflict(tooManyPasskeys(PASSKEYS_MAX));
      const options = await generateRegistrationOptions({
        rpName: relyingParty.rpName,
        rpID: relyingParty.rpId,
        userName: person.email,
        userDisplayName: person.full_name || person.email,
        userID: new TextEncoder().encode(person.id),
        challenge: randomBytes(32),
        attestationType: 'none',
        excludeCredentials: own.map((row) => ({ id: row.credential_id, transports: transportsOf(row) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      return { ticket: await tickets.issue('passkey_registration', person.id, options.challenge), options };
    },

    /** Adds the passkey the browser made with the options of `ticketText`. */
    async add(person: Person, ticketText: string, response: RegistrationResponseJSON, name: string): Promise<PasskeyPublic> {
      const ticket = await tickets.read(ticketText, 'passkey_registration');
      await useTicket(ticket?.userId === person.id ? ticket : null);
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: ticket!.challenge,
          expectedOrigin: relyingParty.origins,
          expectedRPID: relyingParty.rpId,
          requireUserVerification: true,
        });
      } catch {
        throw badRequest(PASSKEY_NOT_VERIFIED);
      }
      if (!verified.verified) throw badRequest(PASSKEY_NOT_VERIFIED);
      if ((await repository.listOf(person.id)).length >= PASSKEYS_MAX) throw conflict(tooManyPasskeys(PASSKEYS_MAX));
      const { credential } = verified.registrationInfo;
      const cleanName = name.trim() || 'Passkey';
      const id = await repository.create({
        userId: person.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (response.response.transports ?? []).slice(0, 10),
        name: cleanName,
      });
      if (!id) throw conflict(PASSKEY_ALREADY_ADDED);
      await audited(person, 'passkey.add', { name: cleanName });
      return toPublic((await repository.findOf(person.id, id))!);
    },

    async rename(userId: string, id: string, name: string): Promise<PasskeyPublic> {
      const key = id.toLowerCase();
      if (!(await repository.rename(userId, key, name.trim() || 'Passkey'))) throw notFound(PASSKEY_NOT_FOUND);
      return toPublic((await repository.findOf(userId, key))!);
    },

    async remove(person: Pick<Person, 'id' | 'email'>, id: string): Promise<void> {
      const row = await repository.findOf(person.id, id.toLowerCase());
      if (!row || !(await repository.remove(person.id, row.id))) throw notFound(PASSKEY_NOT_FOUND);
      await audited(person, 'passkey.remove', { name: row.name });
    },

    /** Options for signing in: any passkey of this site the browser holds (discoverable), user verification required. */
    async signInOptions() {
      const options = await generateAuthenticationOptions({
        rpID: relyingParty.rpId,
        challenge: randomBytes(32),
        userVerification: 'required',
      });
      return { ticket: await tickets.issue('passkey_sign_in', null, options.challenge), options };
    },

    /**
     * Signs in with the passkey that answered the options of `ticketText`: the signature, the
     * origin, the relying party, user verification and the counter are checked, the counter and
     * the time stored, and a session starts with method 'passkey'. An inactive person is refused
     * as the password sign-in refuses them.
     */
    async signIn(ip: string, userAgent: string | undefined, ticketText: string, response: AuthenticationResponseJSON): Promise<Token> {
      const ticket = await tickets.read(ticketText, 'passkey_sign_in');
      if (!ticket) throw badRequest(PASSKEY_TICKET_INVALID);
      const row = await repository.findByCredentialId(response.id);
      if (!row) throw badRequest(PASSKEY_SIGN_IN_FAILED);
      const handle = response.response.userHandle;
      if (handle !== undefined && Buffer.from(handle, 'base64url').toString('utf8') !== row.user_id)
        throw badRequest(PASSKEY_SIGN_IN_FAILED);
      await useTicket(ticket);
      const counter = Number(row.counter);
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: ticket.challenge,
          expectedOrigin: relyingParty.origins,
          expectedRPID: relyingParty.rpId,
          credential: {
            id: row.credential_id,
            publicKey: Buffer.from(row.public_key, 'base64url'),
            counter,
            transports: transportsOf(row),
          },
          requireUserVerification: true,
        });
      } catch {
        throw badRequest(PASSKEY_SIGN_IN_FAILED);
      }
      if (!verified.verified) throw badRequest(PASSKEY_SIGN_IN_FAILED);
      const person = await users.findById(row.user_id);
      if (!person) throw badRequest(PASSKEY_SIGN_IN_FAILED);
      if (!person.is_active) throw badRequest(INACTIVE_USER);
      if (!(await repository.recordUse(row.id, counter, verified.authenticationInfo.newCounter))) throw badRequest(PASSKEY_SIGN_IN_FAILED);
      const token = await startSession(person.id, 'passkey', ip, userAgent);
      await audited(person, 'signin.passkey', { passkey: row.name, ip });
      return token;
    },

    /** Forgets used tickets past their expiry. */
    pruneTickets: () => repository.pruneTickets(nowIso()),
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
