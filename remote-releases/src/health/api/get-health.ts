import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { ModuleHealth } from '../model/health';
import { releaseKeys } from '../../api/release-keys';

export function getHealth(module: string, signal?: AbortSignal): Promise<ModuleHealth> {
  return http.get<ModuleHealth>(`/api/v1/releases/${encodeURIComponent(module)}/health`, { signal });
}

export function healthQueryOptions(module: string) {
  return queryOptions({ queryKey: releaseKeys.health(module), queryFn: ({ signal }) => getHealth(module, signal) });
}

export function useHealth(module: string) {
  return useQuery(healthQueryOptions(module));
}
