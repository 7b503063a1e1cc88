import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from 'shared-ui';
import { versionSkewPlugin } from './version-skew';

import mounts from './mounts.json';

// Where each remote's exposed components mount in the shell. This and config.json are all the
// shell knows about remotes: a remote is a name, a manifest URL and the modules it exposes. The
// mounts are data (mounts.json) because the server reads them too, from the shell's build, to
// name in each page the files its route will load.
export interface RemoteMount {
  path: string;
  remote: RemoteName;
  module: string;
}

export const PUBLIC_MOUNTS = mounts.public as RemoteMount[];

// Order matters only for reading: the router ranks /admin/video-tasks above /admin/* itself.
export const AUTHENTICATED_MOUNTS = mounts.authenticated as RemoteMount[];

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
