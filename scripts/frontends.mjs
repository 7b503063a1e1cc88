// The frontend packages, in the order they are built; shared by the start, dev and test scripts.
// The one list is frontends.json at the repository's root (its dev ports, and the host).
import { readFileSync } from 'node:fs';

const entries = JSON.parse(readFileSync(new URL('../frontends.json', import.meta.url), 'utf8'));

/** Every frontend: `{ package, port, host?, displayName? }`. */
export const FRONTEND_ENTRIES = entries;
export const FRONTENDS = entries.map((entry) => entry.package);
/** The remotes: every frontend but the host. */
export const REMOTES = entries.filter((entry) => !entry.host).map((entry) => entry.package);
