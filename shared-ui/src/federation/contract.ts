import type { ComponentType } from 'react';

// The whole contract between the shell and a remote. The shell mounts an exposed component
// under a splat route and passes only where it mounted it; everything else (session, API
// client, toasts, texts) the remote takes from shared-ui.
export interface RemoteMountProps {
  /** The path the shell mounted this component at, e.g. '/items'. */
  basePath: string;
}

export type RemoteComponent = ComponentType<RemoteMountProps>;

/** What every exposed module must export. */
export interface RemoteModule {
  default: RemoteComponent;
}

/** Federation names of the remotes, which are also their keys in config.json. */
export type RemoteName = 'account' | 'items' | 'templates' | 'videoTasks';
