import { sortRoles, type Role } from '../../lib/roles.js';
import type { OidcConfig } from '../../config/oidc.js';

/** At most this many values of the role claim are read (a person in thousands of groups maps the same). */
const VALUES_MAX = 1000;

/** The values of a claim that is a string or a list of strings; anything else gives none. */
export function claimValues(claims: Record<string, unknown>, name: string): string[] {
  const value = claims[name];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.slice(0, VALUES_MAX).filter((entry): entry is string => typeof entry === 'string');
  return [];
}

export interface Rights {
  roles: readonly Role[];
  is_superuser: boolean;
}

/**
 * What a person holds after signing in with these claims: every role the mapping names follows
 * the claim (granted when a value of the claim maps to it, taken away otherwise), and so does the
 * superuser flag when the mapping names `superuser`. Roles the mapping never names stay as they
 * were (the users screen manages them).
 */
export function rightsFromClaims(
  current: Rights,
  claims: Record<string, unknown>,
  oidc: Pick<OidcConfig, 'roleClaim' | 'roleMapping'>,
): Rights {
  if (!oidc.roleClaim) return current;
  const mapped = Object.values(oidc.roleMapping).flat();
  const granted = new Set(
    claimValues(claims, oidc.roleClaim).flatMap((value) => (Object.hasOwn(oidc.roleMapping, value) ? oidc.roleMapping[value]! : [])),
  );
  const kept = current.roles.filter((role) => !mapped.includes(role));
  return {
    roles: sortRoles([...kept, ...[...granted].filter((grant): grant is Role => grant !== 'superuser')]),
    is_superuser: mapped.includes('superuser') ? granted.has('superuser') : current.is_superuser,
  };
}
