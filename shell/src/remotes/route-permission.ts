import { currentUserQuery, hasPermission, queryClient, type RoutePermission } from '@video-admin/shared-ui';
import type { RemoteMount } from './remote-registry';

// Who may enter a signed-in route. Only signed-in screens need it, so it comes with the layout's
// chunk (app-routes.tsx, remote-outlet.tsx), never with /login's code.

/** Who is signed in, as /users/me describes them: whether a superuser, and the permissions they hold. */
export type RouteUser = Parameters<typeof hasPermission>[0];

/** Whether `user` may enter a route needing `permission`: 'superuser' for superusers, a back-office permission for its holders. */
export function mayEnterRoute(user: RouteUser, permission: RoutePermission | undefined): boolean {
  if (permission === undefined) return true;
  return permission === 'superuser' ? user?.is_superuser === true : hasPermission(user, permission);
}

/**
 * Whether the signed-in user may enter `mount`, once /users/me has answered (at once when it has).
 * Not knowing who they are, the answer is no: the route's guard then shows why.
 */
export async function userMayEnter(mount: RemoteMount): Promise<boolean> {
  try {
    return mayEnterRoute(await queryClient.ensureQueryData(currentUserQuery), mount.permission);
  } catch {
    return false;
  }
}
