import type { LiveModule, RemoteName } from '../federation/contract';

// The shell and every remote read their addresses from config.json, served beside the shell,
// so a deployment can move the API or any remote without rebuilding anything.

/** A released build of the shell or a remote. */
export interface ReleaseInfo {
  id: string;
  /** ISO time of the build. */
  builtAt: string;
  /** Why this browser gets this release rather than the live one; absent for the live release. */
  via?: 'rollout' | 'preview' | 'override';
}

/** The release of a remote this browser is pinned to by a preview link, until it expires. */
export interface PreviewInfo {
  /** The registry's name of the module: 'remote-items'. */
  module: string;
  /** The module's key in `remotes`, `releases` and `modules`. */
  configKey: string;
  releaseId: string;
  version: string;
  /** ISO time the preview ends. */
  expiresAt: string;
}

/**
 * A developer's override in force in this browser: one module loaded from their development server
 * (`url`) or from a stored release (`releaseId`), for this browser and person only, until it ends.
 */
export interface DevOverrideInfo {
  /** The registry's name of the module: 'remote-items'. */
  module: string;
  /** The module's key in `remotes` and `modules`; null when it has no declaration live. */
  configKey: string | null;
  /** The development server's manifest, and its origin (null for a release override). */
  url: string | null;
  origin: string | null;
  releaseId: string | null;
  /** ISO time the override ends at the latest. */
  expiresAt: string;
}

export type ReleasePart = 'shell' | RemoteName;

export interface RuntimeConfig {
  /** Base address of the API; '' means the origin the page was served from. */
  apiUrl: string;
  /** Federation name of each remote -> URL of its mf-manifest.json. */
  remotes: Record<string, string>;
  /**
   * The live release of each part, where the server keeps releases (a part served in place or
   * from elsewhere has none).
   */
  releases?: Partial<Record<ReleasePart, ReleaseInfo>>;
  /**
   * Every live remote by its config key, with what its build declares it mounts: the shell's
   * routes, menu and screen languages come from here.
   */
  modules?: Record<RemoteName, LiveModule>;
  /** The release this browser previews, while a preview link is in force. */
  preview?: PreviewInfo;
  /** The module this browser's developer loads from elsewhere, while an override is in force. */
  override?: DevOverrideInfo;
  /** How the shell reports remote loads: the share of successful loads it reports (0..1; failures always). */
  reports?: { sample: number };
  /** false when the server takes no sign-ups (USERS_OPEN_REGISTRATION=false); absent while it does. */
  openRegistration?: false;
  /** Single sign-on is configured: the sign-in button names its provider. Absent without it. */
  singleSignOn?: { name: string };
  /** false when single sign-on is the only way in (the password form is for the break-glass administrator); absent otherwise. */
  passwordSignIn?: false;
}

let current: RuntimeConfig = { apiUrl: '', remotes: {} };

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RuntimeConfig>;
  return (
    typeof candidate.apiUrl === 'string' &&
    typeof candidate.remotes === 'object' &&
    candidate.remotes !== null &&
    Object.values(candidate.remotes).every((url) => typeof url === 'string')
  );
}

function isReleaseInfo(value: unknown): value is ReleaseInfo {
  const candidate = value as Partial<ReleaseInfo> | null;
  return typeof candidate === 'object' && candidate !== null && typeof candidate.id === 'string' && typeof candidate.builtAt === 'string';
}

function isLiveModule(value: unknown): value is LiveModule {
  const candidate = value as Partial<LiveModule> | null;
  return typeof candidate === 'object' && candidate !== null && Array.isArray(candidate.routes) && Array.isArray(candidate.menu);
}

/**
 * The entries of a config's record (its releases, its modules) that are what they should be;
 * anything malformed is left out rather than failing the start.
 */
function soundEntries<T>(value: unknown, isSound: (entry: unknown) => entry is T): Record<string, T> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => isSound(entry))) as Record<string, T>;
}

async function readConfig(request: Promise<Response>, url: string): Promise<RuntimeConfig> {
  const response = await request;
  if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
  const body: unknown = await response.json();
  if (!isRuntimeConfig(body)) throw new Error(`${url} must hold {"apiUrl": string, "remotes": {name: url}}`);
  const releases = soundEntries(body.releases, isReleaseInfo);
  const modules = soundEntries(body.modules, isLiveModule);
  return {
    apiUrl: body.apiUrl,
    remotes: body.remotes,
    ...(releases ? { releases } : {}),
    ...(modules ? { modules } : {}),
    // Passed on as the server sends them: what reads them (the preview bar, the load reports) loads later.
    preview: body.preview,
    override: body.override,
    reports: body.reports,
    // Read by the sign-in screen, which loads its single sign-on code only when they are there.
    singleSignOn: body.singleSignOn,
    passwordSignIn: body.passwordSignIn,
    ...(body.openRegistration === false ? { openRegistration: false } : {}),
  };
}

/**
 * Reads config.json. It is served with Cache-Control: no-cache, so every start revalidates it and a
 * moved remote shows at the next load; the request is a plain fetch, which the page's
 * `<link rel="preload">` of it answers. `request` is such a fetch already under way: the shell
 * starts one before its modules are evaluated (shell/src/index.ts).
 */
export async function loadRuntimeConfig(request?: Promise<Response>): Promise<RuntimeConfig> {
  const url = '/config.json';
  current = await readConfig(request ?? fetch(url), url);
  return current;
}

/**
 * config.json as the server says it is now (the live releases), without replacing the one this
 * tab started with: what the tab runs stays what it loaded.
 */
export function fetchLiveRuntimeConfig(): Promise<RuntimeConfig> {
  const url = '/config.json';
  return readConfig(fetch(url, { cache: 'no-store' }), url);
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
