import { LoadingState, lazyOnFirstUse, SuperuserGate, useCurrentUser } from '@video-admin/shared-ui';
import { RemoteOutlet } from '../remotes/remote-outlet';
import type { RemoteMount } from '../remotes/remote-registry';
import { mayEnterRoute } from '../remotes/route-permission';
import type { MountRefusedProps, MountUserFailedProps } from './mount-refused';

// Only someone refused, or whose /users/me failed, needs these: no one else fetches their code.
// The refusal's page waits on the gate's code too, so both come in the gate's chunk (one chunk
// fewer for the shell's entry to name).
const loadRefusal = () =>
  Promise.all([import(/* webpackChunkName: "superuser-gate" */ './mount-refused'), SuperuserGate.preload()]).then(([module]) => module);
const MountRefused = lazyOnFirstUse<MountRefusedProps>(() => loadRefusal().then((module) => module.MountRefused), {
  fallback: () => <LoadingState />,
});
const MountUserFailed = lazyOnFirstUse<MountUserFailedProps>(() => loadRefusal().then((module) => module.MountUserFailed), {
  fallback: () => <LoadingState />,
});

/**
 * A signed-in route of a live module: its remote's screen for whoever may enter it (the route's
 * `permission`; superusers hold all). Anyone else is told so by the back office's notice, and the
 * remote is not even loaded for them: its code and its calls are not theirs.
 */
export default function GuardedMount({ mount }: { mount: RemoteMount }) {
  const user = useCurrentUser();
  if (mount.permission === undefined || (user.data && mayEnterRoute(user.data, mount.permission))) return <RemoteOutlet mount={mount} />;
  if (user.data) return <MountRefused mount={mount} />;
  if (user.isError) return <MountUserFailed mount={mount} error={user.error} onRetry={() => void user.refetch()} />;
  return <LoadingState />;
}
