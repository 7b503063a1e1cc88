import { isValidElement, type ReactNode } from 'react';
import { useCurrentUser } from '../../session/current-user';
import { hasPermission, type Permission } from '../../session/permissions';
import { lazyOnFirstUse } from '../lazy-on-first-use';
import type { SuperuserDeniedTexts } from './superuser-denied';

export type { SuperuserDeniedTexts };

// Only a user the screen is not for needs the notice (a MessageBar): the superusers' first screen
// does not wait for its code.
const SuperuserDenied = lazyOnFirstUse<SuperuserDeniedTexts>(() => import('./superuser-denied').then((module) => module.SuperuserDenied));

export interface SuperuserGateProps {
  /** The screen, for superusers. */
  children: ReactNode;
  /** Shown while the signed-in user loads. */
  loading: ReactNode;
  /** Shown if the signed-in user could not be loaded; `retry` asks again. */
  failed: (error: Error, retry: () => void) => ReactNode;
  /**
   * Told to a signed-in user who is not a superuser, instead of the screen. Given as texts, it is
   * the back office's one notice (a warning with a title), so every admin screen says it alike.
   */
  denied: SuperuserDeniedTexts | ReactNode;
  /** The permission the screen needs; without it, the screen is for superusers only. */
  permission?: Permission;
}

function isDeniedTexts(denied: SuperuserGateProps['denied']): denied is SuperuserDeniedTexts {
  return typeof denied === 'object' && denied !== null && !isValidElement(denied) && 'title' in denied && 'message' in denied;
}

/**
 * A screen for those who hold its permission (superusers only without one). The admin API answers
 * anyone else with 403; so the others are told here, before anything calls that API, that it is
 * not for them. The states around it are the screen's own, in its own words.
 */
export function SuperuserGate({ children, loading, failed, denied, permission }: SuperuserGateProps) {
  const user = useCurrentUser();
  if (user.isPending) return loading;
  if (user.isError) return failed(user.error, () => void user.refetch());
  if (permission ? hasPermission(user.data, permission) : user.data.is_superuser) return children;
  return isDeniedTexts(denied) ? <SuperuserDenied {...denied} /> : denied;
}
