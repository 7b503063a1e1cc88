import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DECLARATION_FILE, parseModuleDeclaration, type ModuleDeclaration } from '../releases/module-declaration.js';
import type { ReleaseStore } from '../releases/release-store.js';
import { parseFirstScreenBuild, type FirstScreenBuild } from './first-screen-build.js';

/** What the page needs from a frontend's build: its first-screen.json, its container's file name and what it mounts. */
export interface BuildFacts {
  build: FirstScreenBuild | null;
  /** A remote's container script, relative to its manifest; null when unknown. */
  remoteEntry: string | null;
  /** What a remote's build declares it mounts (mounts.json); null when it has none readable. */
  declaration: ModuleDeclaration | null;
}

export const NO_BUILD: BuildFacts = { build: null, remoteEntry: null, declaration: null };

/** Releases whose facts are kept in memory (they never change); the oldest read is dropped beyond. */
const RELEASES_KEPT = 200;

function remoteEntryOf(manifestText: string | null): string | null {
  if (!manifestText) return null;
  try {
    const { metaData } = JSON.parse(manifestText) as { metaData?: { remoteEntry?: { name?: string; path?: string } } };
    const entry = metaData?.remoteEntry;
    if (!entry?.name) return null;
    return entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name;
  } catch {
    return null;
  }
}

function factsOf(firstScreen: string | null, manifest: string | null, declaration: string | null): BuildFacts {
  const parsed = declaration === null ? null : parseModuleDeclaration(declaration);
  return {
    build: firstScreen === null ? null : parseFirstScreenBuild(firstScreen),
    remoteEntry: remoteEntryOf(manifest),
    declaration: parsed && 'declaration' in parsed ? parsed.declaration : null,
  };
}

interface ReaderOptions {
  /** How long a page waits for a build on another origin the first time. */
  fetchTimeoutMs?: number;
  /** How long what another origin answered (or that it did not) is kept. */
  remoteTtlMs?: number;
  now?: () => number;
}

/**
 * Reads builds for the pages: from the release store (a release never changes, so it is read
 * once), from a folder (a build in place, read again when it is rebuilt) or, for a remote on
 * another origin, over HTTP beside its manifest. Nothing here ever fails a page: an unreadable
 * build gives no hints and no declaration.
 */
export class BuildReader {
  private readonly folders = new Map<string, { version: number; facts: BuildFacts }>();
  private readonly releases = new Map<string, Promise<BuildFacts>>();
  private readonly origins = new Map<string, { at: number; facts: Promise<BuildFacts> }>();
  private readonly fetchTimeoutMs: number;
  private readonly remoteTtlMs: number;
  private readonly now: () => number;

  constructor(options: ReaderOptions = {}) {
    this.fetchTimeoutMs = options.fetchTimeoutMs ?? 500;
    this.remoteTtlMs = options.remoteTtlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  async folder(dir: string): Promise<BuildFacts> {
    const file = join(dir, 'first-screen.json');
    // The manifest is written on every build, first-screen.json only by production ones.
    const version = await stat(join(dir, 'mf-manifest.json')).then(
      (stats) => stats.mtimeMs,
      () => -1,
    );
    const known = this.folders.get(dir);
    if (known && known.version === version) return known.facts;
    if (version === -1) return NO_BUILD;
    const read = (path: string) => readFile(path, 'utf8').catch(() => null);
    const facts = factsOf(...(await Promise.all([read(file), read(join(dir, 'mf-manifest.json')), read(join(dir, DECLARATION_FILE))])));
    this.folders.set(dir, { version, facts });
    return facts;
  }

  /** A release in the store. */
  release(store: ReleaseStore, frontend: string, releaseId: string): Promise<BuildFacts> {
    const key = `${frontend}/${releaseId}`;
    let facts = this.releases.get(key);
    if (!facts) {
      const read = (path: string) => store.readText(frontend, releaseId, path).catch(() => null);
      facts = Promise.all([read('first-screen.json'), read('mf-manifest.json'), read(DECLARATION_FILE)]).then((texts) => factsOf(...texts));
      // A store that could not be read is asked again next time.
      facts.then(
        (read) => {
          if (read.build === null && read.remoteEntry === null) this.releases.delete(key);
        },
        () => this.releases.delete(key),
      );
      this.releases.set(key, facts);
      if (this.releases.size > RELEASES_KEPT) this.releases.delete(this.releases.keys().next().value!);
    }
    return facts;
  }

  /** The build whose manifest is at `manifestUrl` (absolute), waiting for it at most fetchTimeoutMs. */
  url(manifestUrl: string): Promise<BuildFacts> {
    const known = this.origins.get(manifestUrl);
    if (known && this.now() - known.at < this.remoteTtlMs) return known.facts;
    const facts = this.fetchFacts(manifestUrl);
    this.origins.set(manifestUrl, { at: this.now(), facts });
    return facts;
  }

  private async fetchFacts(manifestUrl: string): Promise<BuildFacts> {
    const text = async (url: string) => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(this.fetchTimeoutMs) });
        return response.ok ? await response.text() : null;
      } catch {
        return null;
      }
    };
    const beside = (name: string) => text(new URL(name, manifestUrl).href);
    return factsOf(...(await Promise.all([beside('first-screen.json'), text(manifestUrl), beside(DECLARATION_FILE)])));
  }
}
