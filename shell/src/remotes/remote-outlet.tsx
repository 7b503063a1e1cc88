import { lazy, Suspense, useState, type LazyExoticComponent } from 'react';
import { PageLoader, type RemoteComponent } from 'shared-ui';
import { loadRemoteComponent } from './load-remote-component';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { reRegisterRemote, type RemoteMount } from './remote-registry';

// One lazy component per exposed module, kept across navigations so a visited screen opens at once.
const lazyComponents = new Map<string, LazyExoticComponent<RemoteComponent>>();

function lazyRemote({ remote, module }: RemoteMount): LazyExoticComponent<RemoteComponent> {
  const key = `${remote}/${module}`;
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(() => loadRemoteComponent(remote, module));
    lazyComponents.set(key, component);
  }
  return component;
}

/** Mounts one remote's exposed component, with loading, error and Retry. */
export function RemoteOutlet({ mount }: { mount: RemoteMount }) {
  const [attempt, setAttempt] = useState(0);
  const Remote = lazyRemote(mount);

  const retry = () => {
    lazyComponents.delete(`${mount.remote}/${mount.module}`);
    reRegisterRemote(mount.remote);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoader />}>
        <Remote basePath={mount.path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
