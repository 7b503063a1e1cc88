import { createHash, randomUUID } from 'node:crypto';
import { cp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** A shared module as a build's mf-manifest.json lists it. */
export interface SharedModule {
  name: string;
  version: string;
  requiredVersion: string | null;
  singleton: boolean;
}

/** What a finished build is, read from its files: enough to publish it as a release. */
export interface BuildInfo {
  releaseId: string;
  version: string;
  builtAt: string;
  shared: SharedModule[];
}

/** A folder that is not a build of the frontend it is published as. */
export class BuildError extends Error {
  override name = 'BuildError';
}

/** Release ids appear in URLs and folder names. */
export const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,127}$/;

const RELEASE_FILE = 'release.json';
const INCOMING = '.incoming-';

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((path) => path !== RELEASE_FILE)
    .sort();
}

/**
 * Reads a build folder (a frontend's dist/) and names the release it would be: its package
 * version and a hash of every file, so the same build always gets the same id (two servers
 * adopting one build agree) and a different build never does.
 */
export async function inspectBuild(frontend: string, dir: string): Promise<BuildInfo> {
  const required = frontend === 'shell' ? ['mf-manifest.json', 'index.html'] : ['mf-manifest.json', 'remoteEntry.js'];
  for (const file of required) {
    if (!(await exists(join(dir, file)))) throw new BuildError(`${dir} is not a complete build of ${frontend}: ${file} is missing`);
  }
  const manifest = JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8')) as {
    metaData?: { buildInfo?: { buildVersion?: string; buildName?: string } };
    shared?: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
  };
  const builtFrom = manifest.metaData?.buildInfo?.buildName;
  if (builtFrom && builtFrom !== frontend) throw new BuildError(`${dir} is a build of ${builtFrom}, not of ${frontend}`);
  const version = manifest.metaData?.buildInfo?.buildVersion ?? '0.0.0';
  const hash = createHash('sha256');
  for (const file of await filesUnder(dir)) {
    hash.update(`${file}\0`);
    hash.update(await readFile(join(dir, file)));
  }
  return {
    releaseId: `${version.replace(/[^0-9A-Za-z._-]/g, '-')}-${hash.digest('hex').slice(0, 10)}`,
    version,
    builtAt: (await stat(join(dir, 'mf-manifest.json'))).mtime.toISOString(),
    shared: (manifest.shared ?? []).map((module) => ({
      name: module.name,
      version: module.version,
      requiredVersion: module.requiredVersion ?? null,
      singleton: module.singleton ?? false,
    })),
  };
}

/**
 * The release store: a folder per frontend, a folder per release inside it
 * (<root>/remote-items/0.1.0-3f2a9c1b7d/...). A release folder appears whole or not at all (copied
 * under a hidden name, then renamed) and is never written again, so a CDN or any static host can
 * serve an uploaded copy of the store with the same layout.
 */
export class ReleaseStore {
  constructor(readonly root: string) {}

  dirOf(frontend: string, releaseId: string): string {
    return join(this.root, frontend, releaseId);
  }

  async has(frontend: string, releaseId: string): Promise<boolean> {
    return exists(join(this.dirOf(frontend, releaseId), RELEASE_FILE));
  }

  /** Copies a build in as a release; a release already there (the same files) is left as it is. */
  async add(frontend: string, sourceDir: string, info: BuildInfo): Promise<void> {
    if (await this.has(frontend, info.releaseId)) return;
    const target = this.dirOf(frontend, info.releaseId);
    const incoming = join(this.root, frontend, `${INCOMING}${info.releaseId}-${randomUUID().slice(0, 8)}`);
    await cp(sourceDir, incoming, { recursive: true });
    await writeFile(join(incoming, RELEASE_FILE), `${JSON.stringify({ frontend, ...info }, null, 2)}\n`);
    try {
      await rename(incoming, target);
    } catch (error) {
      await rm(incoming, { recursive: true, force: true });
      // Someone published the same build meanwhile; theirs is identical.
      if (!(await this.has(frontend, info.releaseId))) throw error;
    }
  }

  async remove(frontend: string, releaseId: string): Promise<void> {
    await rm(this.dirOf(frontend, releaseId), { recursive: true, force: true });
  }

  async removeFolder(path: string): Promise<void> {
    await rm(path, { recursive: true, force: true });
  }

  /** Folders a crashed publish left behind (older than `olderThanMs`), for pruning. */
  async abandoned(frontend: string, olderThanMs: number, now = Date.now()): Promise<string[]> {
    const dir = join(this.root, frontend);
    if (!(await exists(dir))) return [];
    const found: string[] = [];
    for (const name of await readdir(dir)) {
      if (!name.startsWith(INCOMING)) continue;
      const { mtimeMs } = await stat(join(dir, name));
      if (now - mtimeMs > olderThanMs) found.push(join(dir, name));
    }
    return found;
  }
}
