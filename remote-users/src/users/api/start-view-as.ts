import { useMutation } from '@tanstack/react-query';
import { http, useAppToast } from '@video-admin/shared-ui';
import type { StartViewAs, ViewAsPublic } from '@video-admin/shared-ui/contract';
import { reloadSignedInApp } from './reload-signed-in-app';

export const VIEW_AS_URL = '/api/v1/view-as';

export function startViewAs(body: StartViewAs): Promise<ViewAsPublic> {
  return http.post<ViewAsPublic>(VIEW_AS_URL, { json: body });
}

/**
 * A superuser starts viewing the product as a role or a person (read-only until ended from the
 * shell's bar); the app reloads as them. A refusal shows the server's words.
 */
export function useStartViewAs() {
  const toast = useAppToast();
  return useMutation({
    mutationFn: startViewAs,
    onSuccess: () => reloadSignedInApp(),
    onError: (error) => toast.error(error),
  });
}
