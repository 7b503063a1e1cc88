import { fetchLiveRuntimeConfig, type RemoteName } from 'shared-ui';
import { noteRunningRelease } from '../releases/running-releases';
import { currentEntryOf, replaceRemoteEntry } from './remote-registry';

// How a missing file shows: webpack's chunk loader, the federation runtime's manifest and script
// loaders (RUNTIME-003, RUNTIME-008), or the browser's fetch.
const MISSING_FILES = /Loading (CSS )?chunk \S+ failed|Loading script failed|RUNTIME-00[38]|Failed to fetch|NetworkError/i;

/**
 * The remote's files could not be fetched (its release was removed, or its host replaced them),
 * rather than its code failing: looked for in the error and its causes.
 */
export function isMissingFilesError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current.name === 'ChunkLoadError' || MISSING_FILES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Points a remote at its live release when that is not the one this tab loaded; true when it
 * did. False when the live one is the same (its files are missing for everyone) or the server
 * cannot be asked: then there is nothing better than the error panel.
 */
export async function moveToLiveRelease(remote: RemoteName): Promise<boolean> {
  const live = await fetchLiveRuntimeConfig().catch(() => null);
  const entry = live?.remotes[remote];
  if (!live || !entry || entry === currentEntryOf(remote)) return false;
  replaceRemoteEntry(remote, entry);
  noteRunningRelease(remote, live.releases?.[remote]);
  return true;
}
