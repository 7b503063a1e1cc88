import type { UserMePublic } from '../api/contract';
import type { Permission } from './permission-names';
import { useCurrentUser } from './current-user';

export type { Permission };

type Holder = Pick<UserMePublic, 'is_superuser'> & { permissions?: readonly Permission[] };

/** A superuser holds every permission; anyone else what their roles add up to (from /users/me). */
export function hasPermission(user: Holder | undefined, permission: Permission): boolean {
  if (!user) return false;
  return user.is_superuser || (user.permissions ?? []).includes(permission);
}

/**
 * What the signed-in user may do, from the session's /users/me (no call of its own). Until that
 * answer is there, `can` says no: a screen shows an action once it is known to be allowed.
 */
export function usePermissions(): { can: (permission: Permission) => boolean; ready: boolean } {
  const user = useCurrentUser();
  return { can: (permission) => hasPermission(user.data, permission), ready: user.isSuccess };
}
