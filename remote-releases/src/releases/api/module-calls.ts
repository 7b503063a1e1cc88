import { queryOptions } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { ModuleCreate, ModulePublic, ModuleRetirement } from '@video-admin/shared-ui/contract';
import { releaseKeys } from '../../api/release-keys';
import { useReleaseMutation, type ReleaseMutationOptions } from '../../api/release-mutation';

const modulePath = (name: string) => `/api/v1/modules/${encodeURIComponent(name)}`;

export function registerModule(module: ModuleCreate): Promise<ModulePublic> {
  return http.post<ModulePublic>('/api/v1/modules/', { json: module });
}

export function useRegisterModule(options: ReleaseMutationOptions<ModulePublic>) {
  return useReleaseMutation(registerModule, options);
}

/** What retiring the module would take off the page (its live routes and menu entries), and the paths that forbid it. */
export function getRetirement(name: string, signal?: AbortSignal): Promise<ModuleRetirement> {
  return http.get<ModuleRetirement>(`${modulePath(name)}/retirement`, { signal });
}

/** Asked afresh each time the question is: a release or a path claim may have changed it since. */
export function retirementQueryOptions(name: string) {
  return queryOptions({ queryKey: releaseKeys.retirement(name), queryFn: ({ signal }) => getRetirement(name, signal), staleTime: 0 });
}

export function retireModule(name: string): Promise<ModulePublic> {
  return http.post<ModulePublic>(`${modulePath(name)}/retire`);
}

export function useRetireModule(options: ReleaseMutationOptions<ModulePublic>) {
  return useReleaseMutation(retireModule, options);
}

export function restoreModule(name: string): Promise<ModulePublic> {
  return http.post<ModulePublic>(`${modulePath(name)}/restore`);
}

export function useRestoreModule(options: ReleaseMutationOptions<ModulePublic>) {
  return useReleaseMutation(restoreModule, options);
}
