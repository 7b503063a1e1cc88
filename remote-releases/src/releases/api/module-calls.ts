import { http } from 'shared-ui';
import type { ModuleCreate, ModulePublic } from 'shared-ui/contract';
import { useReleaseMutation, type ReleaseMutationOptions } from '../../api/release-mutation';

export function registerModule(module: ModuleCreate): Promise<ModulePublic> {
  return http.post<ModulePublic>('/api/v1/modules/', { json: module });
}

export function useRegisterModule(options: ReleaseMutationOptions<ModulePublic>) {
  return useReleaseMutation(registerModule, options);
}

export function retireModule(name: string): Promise<ModulePublic> {
  return http.post<ModulePublic>(`/api/v1/modules/${encodeURIComponent(name)}/retire`);
}

export function useRetireModule(options: ReleaseMutationOptions<ModulePublic>) {
  return useReleaseMutation(retireModule, options);
}
