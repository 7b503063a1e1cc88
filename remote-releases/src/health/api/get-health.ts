import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import { REPORTS_ARRIVE_WITHIN_S, type ModuleHealth } from '../model/health';
import { releaseKeys } from '../../api/release-keys';

export function getHealth(module: string, signal?: AbortSignal): Promise<ModuleHealth> {
  return http.get<ModuleHealth>(`/api/v1/releases/${encodeURIComponent(module)}/health`, { signal });
}

export function healthQueryOptions(module: string) {
  return queryOptions({ queryKey: releaseKeys.health(module), queryFn: ({ signal }) => getHealth(module, signal) });
}

/** A module's load health, asked again every few seconds while shown: reports arrive a few seconds after the loads. */
export function useHealth(module: string) {
  return useQuery({ ...healthQueryOptions(module), refetchInterval: REPORTS_ARRIVE_WITHIN_S * 1000 });
}
