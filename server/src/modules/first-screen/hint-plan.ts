import {
  LANGUAGES,
  type EarlyCall,
  type FirstMarkup,
  type FirstScreenBuild,
  type Language,
  type Mount,
  type Mounts,
} from './first-screen-build.js';

/** A file the page tells the browser to fetch at once, as `<link rel="preload">`. */
export interface Hint {
  href: string;
  /** fetch: a JSON file the app reads with fetch() (CORS, so the link says crossorigin). */
  as: 'script' | 'style' | 'fetch';
  /**
   * A chunk (a script of a build other than its entry), which only hands its modules to its build's
   * runtime: the page runs it as soon as it is in, before that runtime is there. An entry
   * (remoteEntry.js) needs the shell's federation runtime, so it waits for the app to run it.
   */
  run?: true;
}

/**
 * The hints of one page for every visitor it may have: `variants` maps `in:` or `out:` (signed in
 * or not) and the language preference (`default`, `en`, `zh-CN`) to indexes into `hints`. The
 * server cannot see either (both live in the browser's localStorage); the page's boot script picks
 * the variant.
 */
export interface HintPlan {
  hints: Hint[];
  variants: Record<string, number[]>;
}

export type LanguagePreference = 'default' | Language;
export const PREFERENCES: readonly LanguagePreference[] = ['default', ...LANGUAGES];

/** A remote as the page will load it: its manifest's URL and what its build says. */
export interface RemoteSource {
  manifestUrl: string;
  /** The container's file, relative to the manifest; null when unknown. */
  remoteEntry: string | null;
  build: FirstScreenBuild | null;
}

export interface PlanSources {
  shell: FirstScreenBuild;
  /** The routes of the live modules, from what their builds declare. */
  mounts: Mounts;
  /** By the remote's key in the runtime config. */
  remotes: Record<string, RemoteSource | undefined>;
}

/** What a fresh load of `path` shows, as the shell's routes decide it. */
export interface Landing {
  mount: Mount | null;
  /** The signed-in home (/), whose dashboard is the shell's own. */
  dashboard: boolean;
}

const under = (path: string, mount: Mount) => path === mount.path || path.startsWith(`${mount.path}/`);

/** Where the shell sends a signed-out visitor from its home and from the signed-in routes. */
export const SIGN_IN_PATH = '/login';

/** The mount covering `path`, the longest match winning (/admin/video-tasks before /admin). */
function mountCovering(mounts: Mount[], path: string): Mount | undefined {
  return mounts.filter((candidate) => under(path, candidate)).sort((a, b) => b.path.length - a.path.length)[0];
}

/**
 * Signed out: a public route shows its screen, the home and the signed-in routes send the visitor
 * to the sign-in one (/login). Signed in: its routes show their screen, the home and the
 * public routes the dashboard. A path below the other session's route still loads that route's
 * remote (it decides whether the path is one of its screens); anything else is the shell's 404.
 */
export function landingOf(mounts: Mounts, path: string, signedIn: boolean): Landing {
  const [own, other] = signedIn ? [mounts.authenticated, mounts.public] : [mounts.public, mounts.authenticated];
  const mount = mountCovering(own, path);
  if (mount) return { mount, dashboard: false };
  const home = path === '/' || other.some((candidate) => candidate.path === path);
  if (home)
    return signedIn ? { mount: null, dashboard: true } : { mount: mountCovering(mounts.public, SIGN_IN_PATH) ?? null, dashboard: false };
  return { mount: mountCovering(other, path) ?? null, dashboard: false };
}

/** The calls a signed-in visitor's first screen at `path` makes first, as its remote's build declares them. */
export function earlyCalls(path: string, { mounts, remotes }: PlanSources): EarlyCall[] {
  const { mount } = landingOf(mounts, path, true);
  return (mount && remotes[mount.remote]?.build?.needs[`./${mount.module}`]?.calls) ?? [];
}

/**
 * The markup a signed-out visitor's first screen at `path` shows before the app's code runs, when
 * its remote's build has it and the runtime config is as it was rendered with.
 */
export function firstMarkup(path: string, { mounts, remotes }: PlanSources, config: unknown): FirstMarkup | null {
  const { mount } = landingOf(mounts, path, false);
  const markup = mount && remotes[mount.remote]?.build?.needs[`./${mount.module}`]?.markup;
  if (!markup) return null;
  const settings = (typeof config === 'object' && config !== null ? config : {}) as Record<string, unknown>;
  return markup.reads.every((key) => settings[key] === undefined) ? markup : null;
}

/** A file of a build's chunk groups: a stylesheet, or a chunk the page may run at once. */
const hintOf = (href: string): Hint => (href.endsWith('.css') ? { href, as: 'style' } : { href, as: 'script', run: true });
/** The folder a manifest is in: a remote's files are named relative to it. */
const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

/** The hints of the page at `path`, for each session and language preference. */
export function hintPlan(path: string, sources: PlanSources): HintPlan {
  const hints: Hint[] = [];
  const indexOf = new Map<string, number>();
  const variants: Record<string, number[]> = {};
  for (const signedIn of [false, true]) {
    for (const preference of PREFERENCES) {
      const picked = new Set<number>();
      for (const hint of pageHints(path, sources, signedIn, preference)) {
        let index = indexOf.get(hint.href);
        if (index === undefined) {
          index = hints.push(hint) - 1;
          indexOf.set(hint.href, index);
        }
        picked.add(index);
      }
      variants[`${signedIn ? 'in' : 'out'}:${preference}`] = [...picked];
    }
  }
  return { hints, variants };
}

function pageHints(path: string, { shell, mounts, remotes }: PlanSources, signedIn: boolean, preference: LanguagePreference): Hint[] {
  const landing = landingOf(mounts, path, signedIn);
  const shellParts = Object.keys(shell.needs).filter(
    (part) => part === 'always' || (signedIn && part.startsWith('signedIn')) || (landing.dashboard && part === 'dashboard'),
  );
  const hints: Hint[] = [];
  const addGroups = (build: FirstScreenBuild, base: string, names: string[]) => {
    for (const name of names) for (const file of build.groups[name] ?? []) hints.push(hintOf(`${base}${file}`));
  };
  // `shell:` names are the shell's groups, any other the build's own; `{lang}` the language shown.
  const addNeeds = (build: FirstScreenBuild, base: string, part: string) => {
    const need = build.needs[part];
    if (!need) return;
    const language = preference === 'default' ? need.defaultLanguage : preference;
    for (const group of need.groups.map((name) => name.replace('{lang}', language))) {
      if (group.startsWith('shell:')) addGroups(shell, '/', [group.slice('shell:'.length)]);
      else addGroups(build, base, [group]);
    }
  };
  for (const part of shellParts) addNeeds(shell, '/', part);
  const remote = landing.mount ? remotes[landing.mount.remote] : undefined;
  if (landing.mount && remote) {
    const base = folderOf(remote.manifestUrl);
    hints.push({ href: remote.manifestUrl, as: 'fetch' });
    if (remote.remoteEntry) hints.push({ href: `${base}${remote.remoteEntry}`, as: 'script' });
    if (remote.build) {
      addGroups(remote.build, base, [`__federation_expose_${landing.mount.module}`]);
      addNeeds(remote.build, base, `./${landing.mount.module}`);
    }
  }
  return hints;
}
