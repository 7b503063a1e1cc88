import { http } from '@video-admin/shared-ui';
import type { PreviewLink, RolloutResult } from '../model/release-types';
import { useReleaseMutation, type ReleaseMutationOptions } from '../../api/release-mutation';

const base = (module: string) => `/api/v1/releases/${encodeURIComponent(module)}`;

export interface ReleaseTarget {
  module: string;
  releaseId: string;
}

export function promoteRelease({ module, releaseId }: ReleaseTarget): Promise<unknown> {
  return http.post(`${base(module)}/promote`, { json: { release_id: releaseId } });
}

export function usePromoteRelease(options: ReleaseMutationOptions<unknown>) {
  return useReleaseMutation(promoteRelease, options);
}

export function rollBack(module: string): Promise<unknown> {
  return http.post(`${base(module)}/rollback`);
}

export function useRollBack(options: ReleaseMutationOptions<unknown>) {
  return useReleaseMutation(rollBack, options);
}

/** percent 0 aborts the rollout, 100 completes it (the release goes live), 1..99 starts or changes it. */
export function rollOut({ module, releaseId, percent }: ReleaseTarget & { percent: number }): Promise<RolloutResult> {
  return http.post<RolloutResult>(`${base(module)}/rollout`, { json: { release_id: releaseId, percent } });
}

export function useRollOut(options: ReleaseMutationOptions<RolloutResult>) {
  return useReleaseMutation(rollOut, options);
}

export function createPreview({ module, releaseId }: ReleaseTarget): Promise<PreviewLink> {
  return http.post<PreviewLink>(`${base(module)}/preview`, { json: { release_id: releaseId } });
}

export function useCreatePreview(options: ReleaseMutationOptions<PreviewLink>) {
  return useReleaseMutation(createPreview, options);
}
