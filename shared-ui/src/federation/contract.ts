import type { ComponentType } from 'react';

// The whole contract between the shell and a remote. The shell mounts an exposed component
// under a splat route and passes only where it mounted it; everything else (session, API
// client, toasts, texts) the remote takes from shared-ui. The component renders its routes with
// shared-ui's RemoteRoutes, never react-router's Routes: every other path below the mount then
// shows the not-found page (tests/__tests__/unknown-paths.test.tsx checks every exposed module).
export interface RemoteMountProps {
  /** The path the shell mounted this component at, e.g. '/items'. */
  basePath: string;
}

export type RemoteComponent = ComponentType<RemoteMountProps>;

/** What every exposed module must export. */
export interface RemoteModule {
  default: RemoteComponent;
  /**
   * Optional: fetches what the component would otherwise suspend on at its first render (its
   * texts, the pager), and settles once that is there or has failed; a failure is left to the
   * component, which asks again and reports it. The shell shows the component after it, so the
   * screen appears whole instead of as a spinner that React then keeps for at least 300 ms (its
   * Suspense throttling).
   */
  prepare?: () => Promise<unknown>;
}

/** Federation names of the remotes, which are also their keys in config.json. */
export type RemoteName = 'account' | 'items' | 'templates' | 'videoTasks';
