import { Suspense, useEffect, useState } from 'react';
import {
  getAccessToken,
  LoadingState,
  preloadable,
  RedirectKnownScreens,
  useAppToast,
  useCommonTranslation,
  type Preloadable,
  type RemoteMountProps,
  type RemoteName,
} from '@video-admin/shared-ui';
import { isMissingFilesError } from '../releases/missing-files';
import { loadRemoteComponent, settleFirstRender } from './load-remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { pagePreloadFailed } from './page-preloads';
import { currentEntryOf, mountAt, reRegisterRemote, type RemoteMount } from './remote-registry';

const keyOf = ({ remote, module }: RemoteMount) => `${remote}/${module}`;

// One per exposed module, kept across navigations so a visited screen opens at once.
const screens = new Map<string, Preloadable<RemoteMountProps>>();

function screenOf(mount: RemoteMount): Preloadable<RemoteMountProps> {
  let screen = screens.get(keyOf(mount));
  if (!screen) {
    screen = preloadable(() => loadRemoteComponent(mount.remote, mount.module));
    screens.set(keyOf(mount), screen);
  }
  return screen;
}

/** Forgets every loaded screen of a remote (all its exposed modules), so they load again. */
function forgetScreensOf(remote: RemoteName): void {
  for (const key of [...screens.keys()]) if (key.startsWith(`${remote}/`)) screens.delete(key);
}

/**
 * Starts loading the remote the screen at `pathname` shows, before the outlet renders (the first
 * screen, a menu entry pointed at). Resolves when it is loaded or has failed. A screen already
 * shown or loading is left as it is; a failure shows when the screen is shown, with its Retry
 * (which also makes the federation runtime forget it). A screen behind a permission loads only for
 * those who hold it: anyone else gets no byte of it.
 */
export async function preloadRemoteFor(pathname: string): Promise<void> {
  const mount = mountAt(pathname, getAccessToken() !== null);
  // Only a signed-in route has a permission: its check comes with the layout, which it loads anyway.
  if (mount?.permission && !(await (await import(/* webpackChunkName: "layout" */ './route-permission')).userMayEnter(mount))) return;
  if (!mount || screens.has(keyOf(mount))) return;
  await screenOf(mount)
    .preload()
    .catch(() => {});
}

/** Calls `onShown` once the screen beside it, inside the same Suspense, has rendered. */
function ScreenShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

export interface RemoteOutletProps {
  mount: RemoteMount;
  /**
   * Mounted for the other session (see RedirectKnownScreens): where the remote's own screens send
   * the visitor instead of showing.
   */
  redirectKnownScreensTo?: string;
}

/** Mounts one remote's exposed component, with loading, error and Retry. */
export function RemoteOutlet({ mount, redirectKnownScreensTo }: RemoteOutletProps) {
  // Each attempt mounts a fresh error boundary. `movedToLive`: the attempt loads the live release
  // the outlet moved to after a failure, so if that fails too the error shows instead of another
  // move; once the screen has shown, a later failure is a new one.
  const [{ attempt, movedToLive }, setView] = useState({ attempt: 0, movedToLive: false });
  const toast = useAppToast();
  const { t, lng } = useCommonTranslation();
  const Screen = screenOf(mount);

  const retry = () => {
    const entry = currentEntryOf(mount.remote);
    if (entry && pagePreloadFailed(entry)) {
      window.location.reload();
      return;
    }
    screens.delete(keyOf(mount));
    reRegisterRemote(mount.remote);
    setView((view) => ({ attempt: view.attempt + 1, movedToLive: false }));
  };

  // This tab's release of the remote is gone (pruned, or replaced on its host) or cannot be used:
  // show the live one at the same URL, and say why the screen started over; or, when the module
  // is no longer live at all, let the boundary say so.
  const recover = async () => {
    const { moveToLiveRelease, moduleDisplayName } = await import(/* webpackChunkName: "after-failure" */ './after-failure');
    const outcome = await moveToLiveRelease(mount.remote);
    if (outcome !== 'moved') return outcome;
    forgetScreensOf(mount.remote);
    setView((view) => ({ attempt: view.attempt + 1, movedToLive: true }));
    toast.show('info', t('remote.updated', { remote: moduleDisplayName(mount.remote, lng) }));
    return outcome;
  };

  // The load's report: shown, or failed in its render (a chunk of its own that could not be fetched).
  const settle = (phase: 'chunk' | 'render' | null) => settleFirstRender(mount.remote, mount.module, phase);

  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={mount.remote}
      onRetry={retry}
      recover={recover}
      movedToLive={movedToLive}
      onCaught={(error) => settle(isMissingFilesError(error) ? 'chunk' : 'render')}
    >
      <Suspense fallback={<LoadingState />}>
        <RedirectKnownScreens to={redirectKnownScreensTo}>
          <Screen basePath={mount.path} />
        </RedirectKnownScreens>
        <ScreenShown onShown={() => settle(null)} />
        {movedToLive ? <ScreenShown onShown={() => setView((view) => ({ ...view, movedToLive: false }))} /> : null}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
