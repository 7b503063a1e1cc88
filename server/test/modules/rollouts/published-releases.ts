import { join } from 'node:path';
import type { TestApp } from '../../helpers/build-test-app.js';
import { writeBuild } from '../releases/fake-builds.js';

/** One build to publish: the name its release id is kept under, its module, what makes its files differ, whether it goes live. */
export type PublishedBuild = readonly [key: string, frontend: string, marker: string, live: boolean];

/**
 * Publishes a small build of each (live ones promoted), in order; `prepare` may change a build's
 * folder before it is published. The release ids, by key.
 */
export async function publishReleases(
  t: TestApp,
  builds: readonly PublishedBuild[],
  prepare?: (dir: string, frontend: string) => Promise<void>,
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [key, frontend, marker, promote] of builds) {
    const dir = await writeBuild(join(t.dataDir, 'builds', `${frontend}-${marker}`), frontend, marker);
    await prepare?.(dir, frontend);
    ids[key] = (await t.app.releases.publish(frontend, dir, { actor: 'test', promote })).release_id;
  }
  return ids;
}
