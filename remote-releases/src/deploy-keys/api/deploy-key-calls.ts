import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { DeployKeyCreate, DeployKeyCreated, DeployKeysPublic } from '@video-admin/shared-ui/contract';
import { releaseKeys } from '../../api/release-keys';
import { useReleaseMutation, type ReleaseMutationOptions } from '../../api/release-mutation';

export function getDeployKeys(signal?: AbortSignal): Promise<DeployKeysPublic> {
  return http.get<DeployKeysPublic>('/api/v1/deploy-keys/', { signal });
}

export function deployKeysQueryOptions() {
  return queryOptions({ queryKey: releaseKeys.deployKeys(), queryFn: ({ signal }) => getDeployKeys(signal) });
}

export function useDeployKeys() {
  return useQuery(deployKeysQueryOptions());
}

export function createDeployKey(key: DeployKeyCreate): Promise<DeployKeyCreated> {
  return http.post<DeployKeyCreated>('/api/v1/deploy-keys/', { json: key });
}

export function useCreateDeployKey(options: ReleaseMutationOptions<DeployKeyCreated>) {
  return useReleaseMutation(createDeployKey, options);
}

export function revokeDeployKey(id: string): Promise<unknown> {
  return http.delete(`/api/v1/deploy-keys/${encodeURIComponent(id)}`);
}

export function useRevokeDeployKey(options: ReleaseMutationOptions<unknown>) {
  return useReleaseMutation(revokeDeployKey, options);
}
