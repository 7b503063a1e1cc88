import { fetchLiveRuntimeConfig, type RemoteName, type RuntimeConfig } from '@video-admin/shared-ui';
import { noteRunningRelease } from '../releases/running-releases';
import { liveEntryToMoveTo } from './live-release-decision';
import { currentEntryOf, replaceRemoteEntry } from './remote-registry';

/**
 * Whether the module is gone from the live ones (retired, or its last release withdrawn): the
 * live config lists the live modules and this one is not among them. A config that lists none
 * (a server that does not describe its modules) says nothing about it.
 */
export function isRetired(remote: RemoteName, live: Pick<RuntimeConfig, 'modules'> | null): boolean {
  return !!live?.modules && !Object.hasOwn(live.modules, remote);
}

/**
 * What the live runtime config offers a remote that could not be loaded: 'moved' when the remote
 * now loads from its live release, which is not the one this tab loaded; 'retired' when the live
 * modules no longer include it (its screen is gone, the menu is out of date); 'none' when the live
 * release is the same (its files are missing for everyone) or the server cannot be asked: then
 * there is nothing better than the error panel.
 */
export async function moveToLiveRelease(remote: RemoteName): Promise<'moved' | 'retired' | 'none'> {
  const live = await fetchLiveRuntimeConfig().catch(() => null);
  if (isRetired(remote, live)) return 'retired';
  const entry = liveEntryToMoveTo(currentEntryOf(remote), live?.remotes[remote]);
  if (!live || !entry) return 'none';
  replaceRemoteEntry(remote, entry);
  noteRunningRelease(remote, live.releases?.[remote]);
  return 'moved';
}
