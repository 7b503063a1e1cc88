import type { UserPublic } from '@video-admin/shared-ui/contract';

type Account = Pick<UserPublic, 'id' | 'is_active' | 'is_superuser'>;

/**
 * Whether `user` is the one active superuser left: the server refuses to deactivate, demote or
 * delete them, and the screen says so before anyone tries. `activeSuperusers` is the number of
 * active superusers the API counts.
 */
export function isLastActiveSuperuser(user: Account, activeSuperusers: number | undefined): boolean {
  return user.is_active && user.is_superuser && activeSuperusers !== undefined && activeSuperusers <= 1;
}

/** What the screen refuses to do to a user before asking the server, and why (a text key), or null. */
export interface UserLimits {
  /** Deactivating, and un-ticking superuser, would leave no active superuser. */
  lastSuperuser: boolean;
  /** Deleting is refused: the last active superuser, or oneself. */
  deleteBlocked: 'lastSuperuser' | 'self' | null;
}

export function userLimits(user: Account, currentUserId: string | undefined, activeSuperusers: number | undefined): UserLimits {
  const lastSuperuser = isLastActiveSuperuser(user, activeSuperusers);
  return {
    lastSuperuser,
    deleteBlocked: user.id === currentUserId ? 'self' : lastSuperuser ? 'lastSuperuser' : null,
  };
}
