import { randomBytes } from 'node:crypto';
import type { OidcConfig } from '../../config/oidc.js';
import type { PasswordHasher } from '../../lib/passwords.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ChangeFeed } from '../changes/change-feed.js';
import { EmailTakenError, type UserRow, type UsersRepository } from '../users/users.repository.js';
import type { OidcRepository } from './oidc.repository.js';
import { rightsFromClaims } from './role-claims.js';
import { SsoRefusal } from './sso-errors.js';

/** What the provider vouched for, from its verified ID token (and its userinfo). */
export interface ProviderClaims extends Record<string, unknown> {
  iss: string;
  sub: string;
}

interface Deps {
  oidc: OidcConfig;
  repo: OidcRepository;
  users: UsersRepository;
  passwords: PasswordHasher;
  audit: AuditService;
  changeFeed?: ChangeFeed;
}

/** E-mails and names are kept to the users table's widths. */
const EMAIL_MAX = 255;
const NAME_MAX = 255;

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role) => b.includes(role));

function fullNameOf(claims: ProviderClaims): string | null {
  const given = typeof claims.given_name === 'string' ? claims.given_name : '';
  const family = typeof claims.family_name === 'string' ? claims.family_name : '';
  const name = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name : `${given} ${family}`;
  return name.trim().slice(0, NAME_MAX) || null;
}

/** The e-mail the provider vouches for: present, verified (email_verified true) and of a sane length; else refused. */
function verifiedEmailOf(claims: ProviderClaims): string {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (email === '' || email.length > EMAIL_MAX || !email.includes('@') || claims.email_verified !== true) throw new SsoRefusal('email');
  return email;
}

/**
 * Who a sign-in at the provider is here: the person its subject was remembered as, else the person
 * with its verified e-mail (any case), else a new person (a random password nobody knows, the
 * name from the claims). Their roles then follow the role claim (rightsFromClaims). The sign-in,
 * the creation and every change of rights are audited as the person's own, with source 'sso'.
 */
export function createSsoAccounts({ oidc, repo, users, passwords, audit, changeFeed }: Deps) {
  async function findOrCreate(claims: ProviderClaims, email: string): Promise<{ user: UserRow; created: boolean }> {
    const rememberedId = await repo.userIdOf(claims.iss, claims.sub);
    const remembered = rememberedId ? await users.findById(rememberedId) : null;
    if (remembered) return { user: remembered, created: false };
    const byEmail = await users.findByEmail(email);
    if (byEmail) return { user: byEmail, created: false };
    const rights = rightsFromClaims({ roles: [], is_superuser: false }, claims, oidc);
    try {
      const user = await users.create({
        email,
        hashed_password: await passwords.hash(randomBytes(32).toString('base64url')),
        full_name: fullNameOf(claims),
        is_active: true,
        is_superuser: rights.is_superuser,
        roles: [...rights.roles],
      });
      return { user, created: true };
    } catch (error) {
      // Two first sign-ins racing: the unique e-mail decides, the loser signs in as the winner's person.
      const winner = error instanceof EmailTakenError ? await users.findByEmail(email) : null;
      if (!winner) throw error;
      return { user: winner, created: false };
    }
  }

  /** Applies the rights the claim gives; the superuser flag stays when taking it would leave no active superuser. */
  async function followClaims(user: UserRow, claims: ProviderClaims): Promise<UserRow> {
    const rights = rightsFromClaims(user, claims, oidc);
    const rolesChange = !sameRoles(rights.roles, user.roles);
    const superuserChange = rights.is_superuser !== user.is_superuser;
    if (!rolesChange && !superuserChange) return user;
    let updated = await users.updateKeepingASuperuser(user.id, { roles: [...rights.roles], is_superuser: rights.is_superuser });
    if (updated === 'last-superuser') updated = await users.update(user.id, { roles: [...rights.roles] });
    return updated ?? user;
  }

  return {
    /** The person to sign in, rights brought in line with the claims; refused (SsoRefusal) without a verified e-mail or when inactive. */
    async signIn(claims: ProviderClaims): Promise<UserRow> {
      const email = verifiedEmailOf(claims);
      const { user, created } = await findOrCreate(claims, email);
      if (!user.is_active) throw new SsoRefusal('inactive');
      await repo.remember(claims.iss, claims.sub, user.id);
      const after = created ? user : await followClaims(user, claims);
      const who = { actor: after.email, actorId: after.id, target: `user:${after.email}` };
      const entries = [];
      if (created)
        entries.push({
          ...who,
          kind: 'user.create',
          summary: { full_name: after.full_name, is_active: true, is_superuser: after.is_superuser, roles: after.roles, source: 'sso' },
        });
      if (after.is_superuser !== user.is_superuser)
        entries.push({ ...who, kind: 'user.update', summary: { is_superuser: [user.is_superuser, after.is_superuser], source: 'sso' } });
      if (!sameRoles(after.roles, user.roles))
        entries.push({ ...who, kind: 'user.roles', summary: { roles: [user.roles, after.roles], source: 'sso' } });
      entries.push({ ...who, kind: 'signin.sso', summary: { source: 'sso', issuer: claims.iss } });
      await audit.record(entries);
      // The person's open tabs fetch what they may do again (as after a change on the users screen).
      if (after !== user) changeFeed?.publish({ kind: 'user', op: 'updated', id: after.id });
      return after;
    },
  };
}

export type SsoAccounts = ReturnType<typeof createSsoAccounts>;
