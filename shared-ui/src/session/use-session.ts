import { useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clearAccessToken, getAccessToken, setAccessToken, subscribeToAccessToken } from './token-store';

/** Removes the token and every cached response; the shell's guards then send the user to /login. */
export function logout(queryClient: QueryClient): void {
  clearAccessToken();
  queryClient.clear();
}

export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeToAccessToken, getAccessToken, () => null);
}

export function useSession() {
  const queryClient = useQueryClient();
  const token = useAccessToken();
  return {
    isLoggedIn: token !== null,
    login: (accessToken: string) => {
      queryClient.removeQueries({ queryKey: ['currentUser'] });
      setAccessToken(accessToken);
    },
    /**
     * Stores a fresh token of the user already signed in (one signed in again after changing
     * their password, which ends the sessions signed in before it). What is cached about that
     * user stays: the screen does not blink back to its loading state.
     */
    renew: (accessToken: string) => setAccessToken(accessToken),
    logout: () => logout(queryClient),
  };
}
