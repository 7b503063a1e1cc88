import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from 'shared-ui';
import type { ReleasesList } from '../model/release-types';
import { releaseKeys } from '../../api/release-keys';

export function getReleases(signal?: AbortSignal): Promise<ReleasesList> {
  return http.get<ReleasesList>('/api/v1/releases/', { signal });
}

export function releasesQueryOptions() {
  return queryOptions({ queryKey: releaseKeys.lists(), queryFn: ({ signal }) => getReleases(signal) });
}

export function useReleases() {
  return useQuery(releasesQueryOptions());
}
