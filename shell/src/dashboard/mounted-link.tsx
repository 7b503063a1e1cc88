import type { ReactNode } from 'react';
import { RouterLink } from '@video-admin/shared-ui';
import { covers, mountsFor } from '../remotes/remote-registry';

/** Whether a signed-in route of a live module shows `to` (its path; a query is left aside). */
export function isMounted(to: string): boolean {
  const path = to.split(/[?#]/)[0] ?? to;
  return mountsFor('signed-in').some((mount) => covers(mount.path, path));
}

/** A link to a module's screen while a live module mounts it; otherwise its text alone. */
export function MountedLink({ to, children }: { to: string; children: ReactNode }) {
  return isMounted(to) ? <RouterLink to={to}>{children}</RouterLink> : <>{children}</>;
}
