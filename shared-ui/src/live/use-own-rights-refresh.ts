import { useQueryClient } from '@tanstack/react-query';
import { currentUserQuery, hasPermission, useCurrentUser } from '@video-admin/shared-ui';
import { useLiveChanges } from './use-live-changes';

/**
 * Keeps the session's rights current: when the server says the signed-in person's roles changed
 * (or changes may have been missed), /users/me is fetched again, so menus, guards and actions
 * follow within seconds, in every open tab. The stream is open only for someone who may read it
 * (templates.read or tasks.read); anyone else finds a new right at their next page load.
 */
export function useOwnRightsRefresh(): void {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const mayListen = hasPermission(user, 'templates.read') || hasPermission(user, 'tasks.read');
  useLiveChanges((change) => {
    if (change.kind === 'user' || change.kind === 'reset') void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
  }, mayListen);
}
