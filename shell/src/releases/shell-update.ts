import { fetchLiveRuntimeConfig } from '@video-admin/shared-ui';
import { runningRelease } from './running-releases';

// The live shell release a reload went to, kept across that reload to say why the page started over.
const RELOADED_INTO = 'shell-release-reloaded-into';

/**
 * The shell cannot swap itself inside a page: when its own release's files are gone, the page
 * reloads into the live release (once per release, so a broken release never loops). False when
 * that cannot help: the live release is this one, or the server cannot say.
 */
export async function reloadIntoLiveShell(reload: () => void = () => window.location.reload()): Promise<boolean> {
  const live = (await fetchLiveRuntimeConfig().catch(() => null))?.releases?.shell?.id;
  if (!live || live === runningRelease('shell')?.id || sessionStorage.getItem(RELOADED_INTO) === live) return false;
  sessionStorage.setItem(RELOADED_INTO, live);
  reload();
  return true;
}

/** True once after such a reload, so the page can say the app was updated. */
export function takeShellUpdateNotice(): boolean {
  const reloadedInto = sessionStorage.getItem(RELOADED_INTO);
  if (reloadedInto === null || reloadedInto !== runningRelease('shell')?.id) return false;
  sessionStorage.removeItem(RELOADED_INTO);
  return true;
}
