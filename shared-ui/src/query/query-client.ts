import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isAuthError, isMissingPermission } from '../http/api-error';
import { logout } from '../session/use-session';

/**
 * A 4xx will not change on a second try; a dropped connection or a 5xx might, so a query tries
 * once more. Only once, and soon (RETRY_DELAY_MS): a screen that cannot load says so within a
 * second, with its Retry, instead of showing its loader for seconds of retries that back off.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError && error.status < 500) && failureCount < 1;
}

export const RETRY_DELAY_MS = 500;

/**
 * Once, here, for every query and mutation: a refused session (401, a 403 for the credential)
 * logs out; a right the person lacks (403 "The user doesn't have enough privileges") leaves them
 * signed in and asks /users/me again, so the menu and the actions follow their rights as they
 * are now. The error still reaches the screen, which says they lack the right.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isMissingPermission(error)) void client.invalidateQueries({ queryKey: ['currentUser'] });
    else if (isAuthError(error)) logout(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}

/** The one QueryClient of the running app: shared-ui is a federation singleton, so is this. */
export const queryClient = createQueryClient();
