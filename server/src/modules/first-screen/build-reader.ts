import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseFirstScreenBuild, type FirstScreenBuild } from './first-screen-build.js';

/** What the page needs from a frontend's build: its first-screen.json and its container's file name. */
export interface BuildFacts {
  build: FirstScreenBuild | null;
  /** A remote's container script, relative to its manifest; null when unknown. */
  remoteEntry: string | null;
}

const NOTHING: BuildFacts = { build: null, remoteEntry: null };

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

interface ReaderOptions {
  /** How long a page waits for a build on another origin the first time. */
  fetchTimeoutMs?: number;
  /** How long what another origin answered (or that it did not) is kept. */
  remoteTtlMs?: number;
  now?: () => number;
}

/**
 * Reads builds for the pages' hints: from a folder (a release, which never changes, or a build in
 * place, read again when it is rebuilt) or, for a remote on another origin, over HTTP beside its
 * manifest. Nothing here ever fails a page: an unreadable build gives no hints.
 */
export class BuildReader {
  private readonly folders = new Map<string, { version: number; facts: BuildFacts }>();
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
    const version = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => -1,
    );
    const known = this.folders.get(dir);
    if (known && known.version === version) return known.facts;
    if (version === -1) return NOTHING;
    const [build, manifest] = await Promise.all([
      readFile(file, 'utf8').then(parseFirstScreenBuild, () => null),
      readFile(join(dir, 'mf-manifest.json'), 'utf8').catch(() => null),
    ]);
    const facts = { build, remoteEntry: remoteEntryOf(manifest) };
    this.folders.set(dir, { version, facts });
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
    const [build, manifest] = await Promise.all([text(new URL('first-screen.json', manifestUrl).href), text(manifestUrl)]);
    return { build: build === null ? null : parseFirstScreenBuild(build), remoteEntry: remoteEntryOf(manifest) };
  }
}
