import { useMutation } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { OverrideRequest } from '../model/override-request';

/** Starts this browser's override: the server answers with it and sets the cookie that carries it. */
export function startOverride({ module, url }: OverrideRequest): Promise<unknown> {
  return http.post('/api/v1/frontend-overrides/', { json: { module, url } });
}

export function useStartOverride(onStarted: () => void) {
  return useMutation({ mutationFn: startOverride, onSuccess: onStarted });
}
