/**
 * What a frontend's build says about its first screens, in the first-screen.json it writes beside
 * its files (kit/build/first-screen-plugin.cjs). A build without one (older than this file)
 * is served as before, with fewer hints.
 */

export type Language = 'en' | 'zh-CN';
export const LANGUAGES: readonly Language[] = ['en', 'zh-CN'];

/** The chunk groups a first screen loads beyond its own code. */
export interface Need {
  /** The language of `{lang}` under the 'Default' language preference. */
  defaultLanguage: Language;
  /** Chunk group names; `{lang}` is the language shown, `shell:` a group of the shell's build. */
  groups: string[];
  /**
   * The API calls without a body the screen makes first, path and query exactly as it builds them:
   * a signed-in visitor's page starts them before the app's code has arrived.
   */
  calls?: EarlyCall[];
  /** The screen rendered to HTML by the build, for a signed-out visitor's page. */
  markup?: FirstMarkup;
}

/**
 * A signed-out screen as its first render shows it with every preference at its default: shown by
 * the page until the app has rendered the screen itself.
 */
export interface FirstMarkup {
  /** The language it shows. */
  language: Language;
  /** The runtime config's keys its render read, all absent then: the markup is right only while they still are. */
  reads: string[];
  /** The markup with its CSS, as the remote's build rendered it (trusted as its code is). */
  html: string;
}

export interface EarlyCall {
  method: 'GET' | 'POST';
  path: string;
}

/** Where a remote's exposed module mounts in the shell. */
export interface Mount {
  path: string;
  /** The remote's key in the runtime config. */
  remote: string;
  module: string;
}

export interface Mounts {
  /** Routes for visitors who are signed out. */
  public: Mount[];
  /** Routes for signed-in users. */
  authenticated: Mount[];
}

export interface FirstScreenBuild {
  /** Named chunk groups and their files, relative to the build's folder. */
  groups: Record<string, string[]>;
  /**
   * A remote: per exposed module ('./Login'). The shell: `always` for every page, each
   * `signedIn...` part for a signed-in user's, `dashboard` for the signed-in home.
   */
  needs: Record<string, Need>;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isEarlyCall = (value: unknown): value is EarlyCall =>
  isRecord(value) &&
  (value.method === 'GET' || value.method === 'POST') &&
  typeof value.path === 'string' &&
  value.path.startsWith('/api/');

/**
 * What a screen's markup never has: React renders none of these for a form, and the page's own
 * boot script is the only one that may run before the app. Markup with any is not served.
 */
const ACTIVE_CONTENT = /<\s*(script|iframe|object|embed|link|meta|base|frame)\b|\son[a-z]+\s*=|javascript:/i;

const isFirstMarkup = (value: unknown): value is FirstMarkup =>
  isRecord(value) &&
  LANGUAGES.includes(value.language as Language) &&
  isStringArray(value.reads) &&
  typeof value.html === 'string' &&
  !ACTIVE_CONTENT.test(value.html);

function isNeed(value: unknown): value is Need {
  return (
    isRecord(value) &&
    LANGUAGES.includes(value.defaultLanguage as Language) &&
    isStringArray(value.groups) &&
    (value.calls === undefined || (Array.isArray(value.calls) && value.calls.every(isEarlyCall))) &&
    (value.markup === undefined || isFirstMarkup(value.markup))
  );
}

/** The file's content when it has the expected shape, otherwise null: a page without hints still works. */
export function parseFirstScreenBuild(text: string): FirstScreenBuild | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.groups) || !isRecord(value.needs)) return null;
  if (!Object.values(value.groups).every(isStringArray) || !Object.values(value.needs).every(isNeed)) return null;
  return value as unknown as FirstScreenBuild;
}
