import { useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { ResetTokenStatus } from '@video-admin/shared-ui/contract';

export function checkResetToken(token: string): Promise<ResetTokenStatus> {
  return http.get<ResetTokenStatus>('/api/v1/reset-password/check', { searchParams: { token } });
}

/** Whether the link's token still sets a password: asked once when the page opens, never reused from a cache. */
export function useResetTokenStatus(token: string) {
  return useQuery({
    queryKey: ['resetTokenStatus', token],
    queryFn: () => checkResetToken(token),
    enabled: token !== '',
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
