import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { currentUserQuery, hasPermission, useCurrentUser } from '@video-admin/shared-ui';
import { ownRightsStream, type LiveChange } from './change-stream';
import { useLiveChanges } from './use-live-changes';

/**
 * Keeps the session's rights current: when the server says the signed-in person's roles changed
 * (or changes may have been missed), /users/me is fetched again, so menus, guards and actions
 * follow within seconds, in every open tab. Someone who may read the back office's stream
 * (templates.read or tasks.read) hears it there, with the screens' changes; anyone else signed in
 * listens to the stream of their own rights alone.
 */
export function useOwnRightsRefresh(): void {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const readsScreens = hasPermission(user, 'templates.read') || hasPermission(user, 'tasks.read');
  const refresh = useCallback(
    (change: LiveChange) => {
      if (change.kind === 'user' || change.kind === 'reset') void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
    [queryClient],
  );
  useLiveChanges(refresh, readsScreens);
  const signedIn = user !== undefined;
  useEffect(() => (signedIn && !readsScreens ? ownRightsStream.subscribe(refresh) : undefined), [signedIn, readsScreens, refresh]);
}
