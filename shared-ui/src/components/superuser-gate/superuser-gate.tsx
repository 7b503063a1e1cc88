import type { ReactNode } from 'react';
import { useCurrentUser } from '../../session/current-user';

export interface SuperuserGateProps {
  /** The screen, for superusers. */
  children: ReactNode;
  /** Shown while the signed-in user loads. */
  loading: ReactNode;
  /** Shown if the signed-in user could not be loaded; `retry` asks again. */
  failed: (error: Error, retry: () => void) => ReactNode;
  /** Told to a signed-in user who is not a superuser, instead of the screen. */
  denied: ReactNode;
}

/**
 * A screen for superusers only. The admin API answers anyone else with 403, and the app signs out
 * on a 403; so the others are told here, before anything calls that API, that it is not for them.
 * The states around it are the screen's own, in its own words and look.
 */
export function SuperuserGate({ children, loading, failed, denied }: SuperuserGateProps) {
  const user = useCurrentUser();
  if (user.isPending) return loading;
  if (user.isError) return failed(user.error, () => void user.refetch());
  return user.data.is_superuser ? children : denied;
}
