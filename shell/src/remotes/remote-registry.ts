import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from 'shared-ui';
import { versionSkewPlugin } from './version-skew';

// Where each remote's exposed components mount in the shell. This and config.json are all the
// shell knows about remotes: a remote is a name, a manifest URL and the modules it exposes.
export interface RemoteMount {
  path: string;
  remote: RemoteName;
  module: string;
}

export const PUBLIC_MOUNTS: RemoteMount[] = [
  { path: '/login', remote: 'account', module: 'Login' },
  { path: '/signup', remote: 'account', module: 'Signup' },
  { path: '/recover-password', remote: 'account', module: 'RecoverPassword' },
  { path: '/reset-password', remote: 'account', module: 'ResetPassword' },
];

// Order matters only for reading: the router ranks /admin/video-tasks above /admin/* itself.
export const AUTHENTICATED_MOUNTS: RemoteMount[] = [
  { path: '/items', remote: 'items', module: 'App' },
  { path: '/settings', remote: 'account', module: 'Settings' },
  { path: '/admin/video-tasks', remote: 'videoTasks', module: 'App' },
  { path: '/admin', remote: 'templates', module: 'App' },
];

/** The mount the routes show at `pathname`, as the guards decide: public screens only when signed out. */
export function mountAt(pathname: string, signedIn: boolean): RemoteMount | undefined {
  const mounts = signedIn ? AUTHENTICATED_MOUNTS : PUBLIC_MOUNTS;
  return mounts.find((mount) => pathname === mount.path || pathname.startsWith(`${mount.path}/`));
}

let registered: RuntimeConfig['remotes'] = {};

export function registerConfiguredRemotes({ remotes }: RuntimeConfig): void {
  registered = remotes;
  registerPlugins([versionSkewPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/** The manifest URL the runtime loads a remote from. */
export function currentEntryOf(name: RemoteName): string | undefined {
  return registered[name];
}

/** Loads a remote from another manifest from now on (its live release, when this tab's is gone). */
export function replaceRemoteEntry(name: RemoteName, entry: string): void {
  registered = { ...registered, [name]: entry };
  registerRemotes([{ name, entry }], { force: true });
}

/** Forgets what the runtime cached for a remote (a failed manifest, say) so the next load refetches. */
export function reRegisterRemote(name: RemoteName): void {
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
