import { Suspense, useState } from 'react';
import { getAccessToken, PageLoader, preloadable, useAppToast, useCommonTranslation, type Preloadable, type RemoteMountProps, type RemoteName } from 'shared-ui';
import { loadRemoteComponent } from './load-remote-component';
import { moveToLiveRelease } from './move-to-live-release';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { mountAt, reRegisterRemote, type RemoteMount } from './remote-registry';

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
 * (which also makes the federation runtime forget it).
 */
export async function preloadRemoteFor(pathname: string): Promise<void> {
  const mount = mountAt(pathname, getAccessToken() !== null);
  if (!mount || screens.has(keyOf(mount))) return;
  await screenOf(mount)
    .preload()
    .catch(() => {});
}

/** Mounts one remote's exposed component, with loading, error and Retry. */
export function RemoteOutlet({ mount }: { mount: RemoteMount }) {
  const [attempt, setAttempt] = useState(0);
  const toast = useAppToast();
  const { t } = useCommonTranslation();
  const Screen = screenOf(mount);

  const retry = () => {
    screens.delete(keyOf(mount));
    reRegisterRemote(mount.remote);
    setAttempt((n) => n + 1);
  };

  // This tab's release of the remote is gone (pruned, or replaced on its host): show the live one
  // at the same URL, and say why the screen started over.
  const recover = async () => {
    if (!(await moveToLiveRelease(mount.remote))) return false;
    forgetScreensOf(mount.remote);
    setAttempt((n) => n + 1);
    toast.show('info', t('remote.updated', { remote: t(`remote.names.${mount.remote}`) }));
    return true;
  };

  return (
    <RemoteErrorBoundary key={attempt} remote={mount.remote} onRetry={retry} recover={recover}>
      <Suspense fallback={<PageLoader />}>
        <Screen basePath={mount.path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
