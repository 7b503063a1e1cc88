import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { ModulesPublic } from '@video-admin/shared-ui/contract';
import { releaseKeys } from './release-keys';

/** Every registered module, retired ones too (with `retired_at`): the screen offers to restore those. */
export function getModules(signal?: AbortSignal): Promise<ModulesPublic> {
  return http.get<ModulesPublic>('/api/v1/modules/', { searchParams: { include_retired: true }, signal });
}

export function modulesQueryOptions() {
  return queryOptions({ queryKey: releaseKeys.modules(), queryFn: ({ signal }) => getModules(signal) });
}

export function useModules() {
  return useQuery(modulesQueryOptions());
}
