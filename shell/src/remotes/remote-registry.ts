import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, type ModuleRoute, type RemoteName, type RoutePermission, type RuntimeConfig } from '@video-admin/shared-ui';
import { versionSkewPlugin } from './version-skew';

// Where each remote's exposed components mount in the shell: the routes the live modules declare
// (the runtime config's `modules`, which the server takes from each release's mounts.json). This
// and the remotes' manifest URLs are all the shell knows about remotes.
export interface RemoteMount {
  path: string;
  remote: RemoteName;
  module: string;
  /** Who may enter it (see route-permission.ts); anyone signed in when absent. */
  permission?: RoutePermission;
}

type Session = ModuleRoute['session'];

/** Whether a route at `routePath` shows `pathname`: the path itself and everything below it. */
export const covers = (routePath: string, pathname: string) => pathname === routePath || pathname.startsWith(`${routePath}/`);

/** Every live module's routes for a session, the longest path first: the first that covers a path is its mount. */
export function mountsFor(session: Session): RemoteMount[] {
  return Object.entries(getRuntimeConfig().modules ?? {})
    .flatMap(([remote, { routes }]) => routes.filter((route) => route.session === session).map((route) => ({ ...route, remote })))
    .sort((a, b) => b.path.length - a.path.length);
}

/** The mount the routes show at `pathname`, as the guards decide: public screens only when signed out. */
export function mountAt(pathname: string, signedIn: boolean): RemoteMount | undefined {
  return mountsFor(signedIn ? 'signed-in' : 'signed-out').find((mount) => covers(mount.path, pathname));
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
