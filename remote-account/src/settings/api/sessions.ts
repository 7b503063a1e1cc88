import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, useAppToast } from '@video-admin/shared-ui';
import type { Message, SessionList, SessionsEnded } from '@video-admin/shared-ui/contract';
import { useSessionsTranslation } from '../sessions-i18n';

const SESSIONS = '/api/v1/users/me/sessions';
export const mySessionsKey = ['users', 'me', 'sessions'] as const;

export function fetchMySessions(): Promise<SessionList> {
  return http.get<SessionList>(SESSIONS);
}

/** The signed-in person's live sessions, newest first. */
export function useMySessions() {
  return useQuery({ queryKey: mySessionsKey, queryFn: fetchMySessions });
}

/** Ends one other session of mine, or (id null) all the others; the list is read again after. */
export function useEndSessions() {
  const { t } = useSessionsTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null ? http.delete<SessionsEnded>(SESSIONS) : http.delete<Message>(`${SESSIONS}/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => toast.success(t(id === null ? 'othersEnded' : 'ended')),
    onError: (error) => toast.error(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
}
