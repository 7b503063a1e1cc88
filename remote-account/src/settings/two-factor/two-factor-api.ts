import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { Message, RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@video-admin/shared-ui/contract';

const TWO_FACTOR = '/api/v1/users/me/two-factor';
export const myTwoFactorKey = ['users', 'me', 'two-factor'] as const;

export function fetchMyTwoFactor(): Promise<TwoFactorStatus> {
  return http.get<TwoFactorStatus>(TWO_FACTOR);
}

/** Whether my second factor is on, whether my role requires one, and the recovery codes left. */
export function useMyTwoFactor() {
  return useQuery({ queryKey: myTwoFactorKey, queryFn: fetchMyTwoFactor });
}

/** Every change reads the status again after (the shell's guard reads the same query). */
function useTwoFactorChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: myTwoFactorKey }) });
}

/** A new secret and its QR code, waiting for the first code. */
export const useSetUpTwoFactor = () => useTwoFactorChange(() => http.post<TwoFactorSetup>(`${TWO_FACTOR}/setup`));

/** The first code turns it on; the answer holds the ten recovery codes, this once. */
export const useEnableTwoFactor = () => useTwoFactorChange((code: string) => http.post<RecoveryCodes>(TWO_FACTOR, { json: { code } }));

export const useRenewRecoveryCodes = () =>
  useTwoFactorChange((code: string) => http.post<RecoveryCodes>(`${TWO_FACTOR}/recovery-codes`, { json: { code } }));

export const useDisableTwoFactor = () => useTwoFactorChange((password: string) => http.delete<Message>(TWO_FACTOR, { json: { password } }));
