import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteComponent, RemoteModule, RemoteName } from '@video-admin/shared-ui';
import { noteRemoteLoad } from '../reports/remote-loads';
import type { LoadPhase } from './load-phase';
import { describeSkews, versionSkewsOf } from './version-skew';

/** The remote loaded but cannot run in this shell: built against other shared libraries, or not a remote module. */
export class IncompatibleRemoteError extends Error {
  override readonly name = 'IncompatibleRemoteError';
}

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    override readonly cause: unknown,
  ) {
    super(`Remote "${remote}" could not load ./${module}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

// A load is reported once its outcome is known: a failure at once; a success when the screen
// first shows, or as a render failure when it throws first (the load's time is kept till then).
const loadedNotShown = new Map<string, number>();

/** Reports the outcome of the exposed module's last load at its first render: shown (null) or the phase that failed. */
export function settleFirstRender(remote: RemoteName, module: string, phase: LoadPhase | null): void {
  const ms = loadedNotShown.get(`${remote}/${module}`);
  if (ms === undefined) return;
  loadedNotShown.delete(`${remote}/${module}`);
  noteRemoteLoad(remote, ms, phase);
}

/** Fetches a remote's exposed module through the federation runtime and checks the contract. */
async function loadChecked(remote: RemoteName, module: string): Promise<{ default: RemoteComponent }> {
  let loaded: RemoteModule | null | undefined;
  try {
    loaded = await loadRemote<RemoteModule>(`${remote}/${module}`);
  } catch (error) {
    throw new RemoteLoadError(remote, module, error);
  }
  const skews = versionSkewsOf(remote);
  if (skews.length) {
    throw new RemoteLoadError(
      remote,
      module,
      new IncompatibleRemoteError(`built against incompatible shared libraries (${describeSkews(skews)})`),
    );
  }
  if (!loaded || typeof loaded.default !== 'function') {
    throw new RemoteLoadError(remote, module, new IncompatibleRemoteError('the module does not export a default component'));
  }
  // What the component would suspend on at its first render; a failure there is the component's
  // to report (its texts' hook asks again), so it does not fail the load.
  await loaded.prepare?.().catch(() => {});
  return { default: loaded.default };
}

/** loadChecked, with the load noted for the load reports (a success once it first shows). */
export async function loadRemoteComponent(remote: RemoteName, module: string): Promise<{ default: RemoteComponent }> {
  const startedAt = performance.now();
  try {
    const loaded = await loadChecked(remote, module);
    loadedNotShown.set(`${remote}/${module}`, performance.now() - startedAt);
    return loaded;
  } catch (error) {
    noteRemoteLoad(remote, performance.now() - startedAt, { error });
    throw error;
  }
}
