import { ROLES, isRole, type Role } from '../lib/roles.js';
import { ConfigError } from './errors.js';
import type { Settings } from './schema.js';

/** What one value of the role claim grants: roles, and the superuser flag. */
export type SsoGrant = Role | 'superuser';

/** Single sign-on with an OpenID Connect provider (on when OIDC_ISSUER and OIDC_CLIENT_ID are set). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  /** null: a public client (PKCE alone). */
  clientSecret: string | null;
  /** The provider's name on the sign-in button ("Sign in with <name>"). */
  displayName: string;
  /** The claim whose values give roles (a string or a list of strings); null: roles are left to the users screen. */
  roleClaim: string | null;
  /** Claim value -> what it grants. A role named here follows the claim at every sign-in; one never named is left alone. */
  roleMapping: Readonly<Record<string, readonly SsoGrant[]>>;
  /** Password sign-in, sign-up and password recovery are off for everyone but FIRST_SUPERUSER (the break-glass account). */
  only: boolean;
}

/**
 * OIDC_ROLE_MAPPING, `value=role,role;value=role`: each value of the role claim and the roles (or
 * `superuser`) it grants. An unknown role stops the start: a typo must not silently leave a group
 * without its rights, or give a mistyped one to nobody.
 */
export function parseRoleMapping(value: string): Record<string, SsoGrant[]> {
  const mapping: Record<string, SsoGrant[]> = {};
  for (const entry of value.split(';').map((part) => part.trim())) {
    if (entry === '') continue;
    const eq = entry.lastIndexOf('=');
    const claimValue = eq > 0 ? entry.slice(0, eq).trim() : '';
    if (claimValue === '') throw new ConfigError(`OIDC_ROLE_MAPPING entries are claim-value=role[,role], got "${entry}"`);
    const grants = entry
      .slice(eq + 1)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    for (const grant of grants)
      if (grant !== 'superuser' && !isRole(grant))
        throw new ConfigError(`OIDC_ROLE_MAPPING may grant ${ROLES.join(', ')} or superuser, got "${grant}" for "${claimValue}"`);
    mapping[claimValue] = [...new Set([...(mapping[claimValue] ?? []), ...(grants as SsoGrant[])])];
  }
  return mapping;
}

/** The OIDC_* settings read together; null when single sign-on is off. */
export function oidcFrom(s: Settings): OidcConfig | null {
  const issuer = s.OIDC_ISSUER;
  const clientId = s.OIDC_CLIENT_ID;
  if (!issuer || !clientId) {
    if (s.OIDC_ONLY) throw new ConfigError('OIDC_ONLY needs single sign-on: set OIDC_ISSUER and OIDC_CLIENT_ID');
    return null;
  }
  const roleMapping = parseRoleMapping(s.OIDC_ROLE_MAPPING);
  if (Object.keys(roleMapping).length > 0 && !s.OIDC_ROLE_CLAIM)
    throw new ConfigError('OIDC_ROLE_MAPPING needs OIDC_ROLE_CLAIM (the claim whose values it maps, e.g. groups)');
  return {
    issuer,
    clientId,
    clientSecret: s.OIDC_CLIENT_SECRET ?? null,
    displayName: s.OIDC_DISPLAY_NAME,
    roleClaim: s.OIDC_ROLE_CLAIM ?? null,
    roleMapping,
    only: s.OIDC_ONLY,
  };
}
