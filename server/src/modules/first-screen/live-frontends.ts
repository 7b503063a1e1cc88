import { join } from 'node:path';
import { remoteUrlSetting, type Config } from '../../config.js';
import type { FrontendModule } from '../frontend-modules/frontend-modules.service.js';
import type { LiveRelease } from '../releases/releases.repository.js';
import type { ReleasesService } from '../releases/releases.service.js';
import type { ChosenRelease } from '../rollouts/rollouts.service.js';
import { NO_BUILD, type BuildFacts, type BuildReader } from './build-reader.js';
import type { Mounts } from './first-screen-build.js';

/** The release of a remote a page loads: the live one, or one chosen for this browser. */
export type PageRelease = Pick<LiveRelease, 'package' | 'release_id' | 'built_at'>;

/** A registered remote as a page loads it now. */
export interface LiveRemote {
  module: FrontendModule;
  manifestUrl: string;
  /** The release it loads; null when it is pinned by its REMOTE_*_URL. */
  release: PageRelease | null;
  /** Set when the release is not the live one: this browser's side of a rollout, its preview, or its developer's override. */
  chosen: ChosenRelease | null;
  facts: BuildFacts;
  /** Loaded from a developer's server (a url override): the page names none of its files, the server does not know them. */
  fromDevelopmentServer?: boolean;
}

/** A developer's override in force in this browser, as the page and the shell's bar need it. */
export interface PageOverride {
  module: string;
  /** The development server's manifest (null for a release override) and its origin. */
  url: string | null;
  origin: string | null;
  /** The stored release loaded instead (null for a url override). */
  releaseId: string | null;
  expiresAt: string;
}

/** The releases other than the live ones this browser gets, by module, given each module's live release. */
export type ReleaseChooser = (live: ReadonlyMap<string, string>) => Promise<ReadonlyMap<string, ChosenRelease>>;

export interface LiveFrontends {
  /** The registered host (the shell) and its live release, if any. */
  host: FrontendModule | null;
  hostRelease: LiveRelease | null;
  remotes: LiveRemote[];
  /** The developer's override in force in this browser, if any. */
  override?: PageOverride | null;
}

interface Sources {
  config: Pick<Config, 'remoteUrls' | 'releases' | 'webRoot'>;
  modules: { list(): Promise<FrontendModule[]> };
  releases: Pick<ReleasesService, 'live' | 'store'>;
  reader: BuildReader;
  /** Absent: every browser gets the live releases. */
  choose?: ReleaseChooser;
  /** A developer's override in force in this browser (a release override is also among `choose`'s choices). */
  override?: PageOverride | null;
}

/** Where browsers find a remote release's manifest: this server, or the CDN holding a copy of the store. */
function releaseManifestUrl(config: Sources['config'], module: FrontendModule, releaseId: string): string {
  return config.releases.baseUrl
    ? `${config.releases.baseUrl}/${module.name}/${releaseId}/mf-manifest.json`
    : `/remotes/${module.segment}/${releaseId}/mf-manifest.json`;
}

/**
 * What every page loads now, read per page from the registry and the live pointers (a registered,
 * promoted or retired module shows at the next page load on every instance): for each enabled
 * remote its manifest's URL, from its REMOTE_*_URL when set, else its live release; and what that
 * build says (hints, mounts). A remote with neither is left out: no manifest, no routes. Its
 * build folder is never served in its place, since that build passed none of the checks a
 * release does (what it mounts, which paths are its own); `npm start` adopts each built package
 * as its first release, so a checkout's own builds are releases.
 */
export async function readLiveFrontends({ config, modules, releases, reader, choose, override = null }: Sources): Promise<LiveFrontends> {
  const [registered, live] = await Promise.all([modules.list(), releases.live()]);
  const liveOf = new Map(live.map((row) => [row.package, row]));
  const chosenOf = choose ? await choose(new Map(live.map((row) => [row.package, row.release_id]))) : new Map<string, ChosenRelease>();
  const host = registered.find((module) => module.isHost) ?? null;
  const loaded = await Promise.all(
    registered
      .filter((module) => !module.isHost && module.segment !== null)
      .map(async (module): Promise<LiveRemote | null> => {
        if (override?.url && override.module === module.name) return developmentRemote(module, override.url, liveOf.get(module.name));
        const pinned = config.remoteUrls[remoteUrlSetting(module.configKey)];
        const chosen = pinned === undefined ? (chosenOf.get(module.name) ?? null) : null;
        const release = pinned === undefined ? (chosen ? { package: module.name, ...chosen } : (liveOf.get(module.name) ?? null)) : null;
        if (release) {
          const facts = await reader.release(releases.store, module.name, release.release_id);
          return { module, manifestUrl: releaseManifestUrl(config, module, release.release_id), release, chosen, facts };
        }
        if (pinned === undefined) return null;
        // A pin to this server's /remotes/<segment>/ is read from the build folder it names.
        const inPlace = `/remotes/${module.segment}/`;
        const facts = pinned.startsWith(inPlace)
          ? await reader.folder(join(config.webRoot, module.name, 'dist', pinned.slice(inPlace.length, pinned.lastIndexOf('/'))))
          : /^https?:\/\//i.test(pinned)
            ? await reader.url(pinned)
            : NO_BUILD;
        return { module, manifestUrl: pinned, release: null, chosen: null, facts };
      }),
  );
  const remotes = loaded.filter((remote): remote is LiveRemote => remote !== null);
  return { host, hostRelease: host ? (liveOf.get(host.name) ?? null) : null, remotes, override };

  /**
   * A remote a developer's server serves to this browser: its manifest from there, and the live
   * release's declaration (its routes and menu) as the page's; nothing of its files is known.
   */
  async function developmentRemote(module: FrontendModule, url: string, live: LiveRelease | undefined): Promise<LiveRemote> {
    const declaration = live ? (await reader.release(releases.store, module.name, live.release_id)).declaration : null;
    return {
      module,
      manifestUrl: url,
      release: null,
      chosen: null,
      facts: { ...NO_BUILD, declaration },
      fromDevelopmentServer: true,
    };
  }
}

/** What the page tells the shell about its load reports. */
export interface ReportSettings {
  /** The share of successful remote loads reported (0..1); failures are always reported. */
  sample: number;
}

/** Every successful load is reported unless the load reports say otherwise. */
const EVERY_LOAD: ReportSettings = { sample: 1 };

/**
 * The runtime config the shell starts with: the API, each remote's manifest, the releases it
 * loads (`via` says when one is not the live one: this browser's side of a rollout, its preview,
 * its developer's override) and the modules' declarations; the preview in force, if any; the
 * developer's override in force, if any (the shell shows its bar); how its remote loads are
 * reported; and `openRegistration: false` when sign-up is closed (left out while it is open, so
 * the screens offer sign-up unless told otherwise). Single sign-on adds `singleSignOn` (the
 * provider's name for the sign-in button) when it is configured, and `passwordSignIn: false` when
 * it is the only way in; both are left out otherwise, so a page without them stays as it was.
 */
export function runtimeConfigOf(
  { host, hostRelease, remotes, override }: LiveFrontends,
  { apiUrl, openRegistration, oidc }: Pick<Config, 'apiUrl' | 'openRegistration'> & { oidc?: Config['oidc'] },
  { reports = EVERY_LOAD }: { reports?: ReportSettings } = {},
) {
  const releases: Record<string, { id: string; builtAt: string; via?: ChosenRelease['via'] }> = {};
  if (host && hostRelease) releases[host.configKey] = { id: hostRelease.release_id, builtAt: hostRelease.built_at };
  for (const { module, release, chosen } of remotes)
    if (release) releases[module.configKey] = { id: release.release_id, builtAt: release.built_at, ...(chosen ? { via: chosen.via } : {}) };
  const previewed = remotes.find((remote) => remote.chosen?.via === 'preview');
  const preview = previewed?.chosen && {
    module: previewed.module.name,
    configKey: previewed.module.configKey,
    releaseId: previewed.chosen.release_id,
    version: previewed.chosen.version,
    expiresAt: new Date(previewed.chosen.expiresAt ?? 0).toISOString(),
  };
  const modules: Record<string, unknown> = {};
  for (const { module, facts } of remotes) {
    if (facts.declaration) modules[module.configKey] = { name: module.name, displayName: module.displayName, ...facts.declaration };
  }
  return {
    apiUrl,
    remotes: Object.fromEntries(remotes.map(({ module, manifestUrl }) => [module.configKey, manifestUrl])),
    ...(Object.keys(releases).length > 0 ? { releases } : {}),
    ...(preview ? { preview } : {}),
    ...(override
      ? {
          // Named as the preview is: what the shell's bar reads.
          override: {
            module: override.module,
            configKey: remotes.find(({ module }) => module.name === override.module)?.module.configKey ?? null,
            url: override.url,
            releaseId: override.releaseId,
            origin: override.origin,
            expiresAt: override.expiresAt,
          },
        }
      : {}),
    reports,
    modules,
    ...(openRegistration ? {} : { openRegistration: false }),
    ...(oidc ? { singleSignOn: { name: oidc.displayName } } : {}),
    ...(oidc?.only ? { passwordSignIn: false } : {}),
  };
}

/** The routes of the live modules, by session. */
export function mountsOf({ remotes }: LiveFrontends): Mounts {
  const mounts: Mounts = { public: [], authenticated: [] };
  for (const { module, facts } of remotes) {
    for (const route of facts.declaration?.routes ?? []) {
      (route.session === 'signed-out' ? mounts.public : mounts.authenticated).push({
        path: route.path,
        remote: module.configKey,
        module: route.module,
      });
    }
  }
  return mounts;
}
