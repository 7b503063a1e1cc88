/**
 * Whether a person must use a second factor: they hold one of the roles the setting names, or are
 * a superuser and the setting names `superuser`. An empty setting requires it of nobody.
 */
export function twoFactorRequired(person: { is_superuser: boolean; roles: readonly string[] }, requiredRoles: readonly string[]): boolean {
  return (person.is_superuser && requiredRoles.includes('superuser')) || person.roles.some((role) => requiredRoles.includes(role));
}
