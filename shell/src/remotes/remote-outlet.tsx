import { lazy, Suspense, useState, type LazyExoticComponent } from 'react';
import { getAccessToken, PageLoader, type RemoteComponent } from 'shared-ui';
import { loadRemoteComponent } from './load-remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { mountAt, reRegisterRemote, type RemoteMount } from './remote-registry';

const keyOf = ({ remote, module }: RemoteMount) => `${remote}/${module}`;

// Exposed components already here (preloaded, or loaded by an earlier visit) are rendered as they
// are: even a React.lazy whose load has finished suspends once at its first render, and React then
// shows the spinner for at least 300 ms.
const loadedComponents = new Map<string, RemoteComponent>();
// One lazy component per exposed module still to load, and loads started before any outlet asked.
const lazyComponents = new Map<string, LazyExoticComponent<RemoteComponent>>();
const preloads = new Map<string, Promise<{ default: RemoteComponent }>>();

function load(mount: RemoteMount): Promise<{ default: RemoteComponent }> {
  return loadRemoteComponent(mount.remote, mount.module).then((loaded) => {
    loadedComponents.set(keyOf(mount), loaded.default);
    return loaded;
  });
}

function lazyRemote(mount: RemoteMount): LazyExoticComponent<RemoteComponent> {
  const key = keyOf(mount);
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(() => {
      const preloaded = preloads.get(key);
      preloads.delete(key);
      return preloaded ?? load(mount);
    });
    lazyComponents.set(key, component);
  }
  return component;
}

/**
 * Starts loading the remote the screen at `pathname` shows, before the outlet renders. Resolves
 * when it is loaded or has failed: a failure shows when the outlet renders, with its Retry.
 */
export async function preloadRemoteFor(pathname: string): Promise<void> {
  const mount = mountAt(pathname, getAccessToken() !== null);
  if (!mount) return;
  const key = keyOf(mount);
  if (loadedComponents.has(key) || lazyComponents.has(key) || preloads.has(key)) return;
  const loading = load(mount);
  preloads.set(key, loading);
  await loading.catch(() => {});
}

/** The exposed component, chosen once per mount so that it never changes type (and state) under the user. */
function RemoteScreen({ mount }: { mount: RemoteMount }) {
  const [Remote] = useState<RemoteComponent>(() => loadedComponents.get(keyOf(mount)) ?? lazyRemote(mount));
  return <Remote basePath={mount.path} />;
}

/** Mounts one remote's exposed component, with loading, error and Retry. */
export function RemoteOutlet({ mount }: { mount: RemoteMount }) {
  const [attempt, setAttempt] = useState(0);

  const retry = () => {
    const key = keyOf(mount);
    loadedComponents.delete(key);
    lazyComponents.delete(key);
    preloads.delete(key);
    reRegisterRemote(mount.remote);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoader />}>
        <RemoteScreen mount={mount} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
