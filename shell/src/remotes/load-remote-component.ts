import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteComponent, RemoteModule, RemoteName } from 'shared-ui';
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

/** Fetches a remote's exposed module through the federation runtime and checks the contract. */
export async function loadRemoteComponent(remote: RemoteName, module: string): Promise<{ default: RemoteComponent }> {
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
