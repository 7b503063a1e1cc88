import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import { releaseKeys } from '../../api/release-keys';
import { anyRollout } from '../model/module-view';
import type { ReleasesList } from '../model/release-types';

/** While a rollout runs the server may abort it by itself: the list is asked again this often then. */
export const ROLLOUT_REFRESH_MS = 15_000;

export function getReleases(signal?: AbortSignal): Promise<ReleasesList> {
  return http.get<ReleasesList>('/api/v1/releases/', { signal });
}

export function releasesQueryOptions() {
  return queryOptions({
    queryKey: releaseKeys.lists(),
    queryFn: ({ signal }) => getReleases(signal),
    refetchInterval: (query) => (anyRollout(query.state.data) ? ROLLOUT_REFRESH_MS : false),
  });
}

export function useReleases() {
  return useQuery(releasesQueryOptions());
}
