import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, isAuthError } from '../http/api-error';
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

/** 401 and 403 mean the session is gone: log out once, here, for every query and mutation. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => isAuthError(error) && logout(client) }),
    mutationCache: new MutationCache({ onError: (error) => isAuthError(error) && logout(client) }),
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
