// The frontend packages, in the order they are built; shared by the start, dev and test scripts.
// They are the workspaces of the root package.json that have a webpack config, each with the dev
// port (and, for a remote, the display name) that config declares (lib/frontend-list.cjs).
import { frontendEntries } from './lib/frontend-list.cjs';

/** Every frontend: `{ package, name, port, host?, displayName? }`. */
export const FRONTEND_ENTRIES = frontendEntries();
export const FRONTENDS = FRONTEND_ENTRIES.map((entry) => entry.package);
/** The remotes: every frontend but the host. */
export const REMOTES = FRONTEND_ENTRIES.filter((entry) => !entry.host).map((entry) => entry.package);
