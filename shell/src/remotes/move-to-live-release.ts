import { fetchLiveRuntimeConfig, type RemoteName } from 'shared-ui';
import { noteRunningRelease } from '../releases/running-releases';
import { liveEntryToMoveTo } from './live-release-decision';
import { currentEntryOf, replaceRemoteEntry } from './remote-registry';

/**
 * Points a remote at its live release when that is not the one this tab loaded; true when it
 * did. False when the live one is the same (its files are missing for everyone) or the server
 * cannot be asked: then there is nothing better than the error panel.
 */
export async function moveToLiveRelease(remote: RemoteName): Promise<boolean> {
  const live = await fetchLiveRuntimeConfig().catch(() => null);
  const entry = liveEntryToMoveTo(currentEntryOf(remote), live?.remotes[remote]);
  if (!live || !entry) return false;
  replaceRemoteEntry(remote, entry);
  noteRunningRelease(remote, live.releases?.[remote]);
  return true;
}
