import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorDetail, useAppToast } from '@video-admin/shared-ui';
import { releaseKeys } from './release-keys';

export interface ReleaseMutationOptions<R> {
  /** The toast's line once the server has said yes; none when the screen shows the answer itself. */
  success?: (result: R) => string;
  onSuccess?: (result: R) => void;
  /** A 409 (a compatibility refusal, a name taken): the server's reason, for the screen to show where it happened. */
  onRefused?: (reason: string) => void;
}

/**
 * A change to the modules, releases or keys: toasts, a refusal's reason handed to the screen, and
 * every list of the screen refreshed once it settles (a promote changes the history, a rollout the health).
 */
export function useReleaseMutation<V, R>(mutationFn: (variables: V) => Promise<R>, options: ReleaseMutationOptions<R> = {}) {
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      if (options.success) toast.success(options.success(result));
      options.onSuccess?.(result);
    },
    onError: (error) => {
      if (options.onRefused && error instanceof ApiError && error.status === 409) options.onRefused(errorDetail(error));
      else toast.error(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}
