import i18next, { type ResourceKey } from 'i18next';
import type { useTranslation } from 'react-i18next';
import { initReactI18next } from 'react-i18next';
import { interpolatePlainly } from './plain-interpolation';
import {
  getLanguagePreference,
  setLanguagePreparation,
  useLanguagePreference,
  type Language,
  type LanguagePreference,
} from './language-store';

// Each remote owns one namespace and ships its texts as one JSON file per language. They are
// registered here as loaders, so only the namespaces and the language a screen needs are fetched.
type ResourceLoader = () => Promise<{ default: ResourceKey } | ResourceKey>;

export interface NamespaceDefinition {
  /** The language this namespace shows when the user keeps the 'Default' language. */
  defaultLanguage: Language;
  resources: Record<Language, ResourceLoader>;
}

const namespaces = new Map<string, NamespaceDefinition>();

export const i18n = i18next.createInstance();

// Texts are fetched by this module (loadTexts below), never by i18next itself.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: false,
  ns: [],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
});

/**
 * Registered by a remote's code when it loads. Registered again with other loaders, it is another
 * release of that remote taking over in this page (its own was removed): the texts loaded for the
 * earlier release are dropped, so the new code shows its own.
 */
export function registerNamespace(namespace: string, definition: NamespaceDefinition): void {
  const earlier = namespaces.get(namespace);
  namespaces.set(namespace, definition);
  if (earlier && earlier !== definition) {
    for (const language of Object.keys(earlier.resources)) i18n.removeResourceBundle(language, namespace);
  }
}

/** `defaultLanguage`, if given, stands in for the namespace's own (see createTranslationHook). */
export function languageFor(namespace: string, preference: LanguagePreference, defaultLanguage?: Language): Language {
  if (preference !== 'default') return preference;
  return defaultLanguage ?? namespaces.get(namespace)?.defaultLanguage ?? 'en';
}

const bundleKey = (language: Language, namespace: string) => `${language}\u0000${namespace}`;
const loading = new Map<string, Promise<void>>();

/** Fetches one namespace's texts in one language, once however many ask at the same time. */
function loadTexts(language: Language, namespace: string): Promise<void> {
  const key = bundleKey(language, namespace);
  let load = loading.get(key);
  if (!load) {
    load = namespaces
      .get(namespace)!
      .resources[language]()
      .then((module) => {
        i18n.addResourceBundle(language, namespace, (module as { default?: ResourceKey }).default ?? module, true, false);
      })
      .finally(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/**
 * Fetches namespaces' texts, each in the language the stored preference gives it, before a screen
 * asks for them. Resolves once they are there or have failed: a failure is left to the screens
 * that use the texts, whose hook asks again and reports it.
 */
export async function preloadTexts(...names: string[]): Promise<void> {
  await Promise.all(names.map((namespace) => preloadNamespace(namespace)));
}

function preloadNamespace(namespace: string, defaultLanguage?: Language): Promise<void> {
  const language = languageFor(namespace, getLanguagePreference(), defaultLanguage);
  if (!namespaces.has(namespace) || i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  return loadTexts(language, namespace).catch(() => {});
}

/** Every namespace in use, in the language the preference gives it, so a switch need not wait. */
function loadTextsFor(preference: LanguagePreference): Promise<unknown> {
  return Promise.all(
    [...namespaces.keys()].map(async (namespace) => {
      const language = languageFor(namespace, preference);
      if (!i18n.hasResourceBundle(language, namespace)) await loadTexts(language, namespace);
    }),
  );
}

setLanguagePreparation(loadTextsFor);

// Translating is slow enough to count in long tables: a 100-row table calls t() over a thousand
// times in one render. A key asked without options gives the same text for one language and
// namespace until texts are added or removed, so those lookups are remembered until then.
const plainTexts = new Map<string, string>();
i18n.store.on('added', () => plainTexts.clear());
i18n.store.on('removed', () => plainTexts.clear());

type TFunction = ReturnType<typeof useTranslation>['t'];

export interface Translator {
  t: TFunction;
  lng: Language;
}

function rememberingT(t: TFunction, namespace: string, lng: string): TFunction {
  const translate = t as unknown as (key: unknown, ...rest: unknown[]) => unknown;
  return ((key: unknown, ...rest: unknown[]) => {
    if (rest.length === 1 && typeof key === 'string') {
      const text: unknown = i18n.getResource(lng, namespace, key);
      const plain = typeof text === 'string' ? interpolatePlainly(text, rest[0]) : undefined;
      if (plain !== undefined) return plain;
    }
    if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
    const cacheKey = `${lng}\u0000${namespace}\u0000${key}`;
    const known = plainTexts.get(cacheKey);
    if (known !== undefined) return known;
    const text = translate(key);
    if (typeof text === 'string') plainTexts.set(cacheKey, text);
    return text;
  }) as unknown as TFunction;
}

// One translator per namespace and language for the whole page. react-i18next's useTranslation
// builds a wrapper of the i18next instance for every component that calls it, which in a 100-row
// table was a fifth of the render's scripting and most of its garbage; this hook only reads a map.
// Its `t` keeps its identity, so it is a stable dependency for memoised columns and callbacks.
const translators = new Map<string, Translator>();

function translatorFor(language: Language, namespace: string): Translator {
  const key = bundleKey(language, namespace);
  let translator = translators.get(key);
  if (!translator) {
    translator = { t: rememberingT(i18n.getFixedT(language, namespace) as TFunction, namespace, language), lng: language };
    translators.set(key, translator);
  }
  return translator;
}

// A failed fetch is thrown to the nearest error boundary, instead of suspending on a new fetch at
// every render. It stands for a moment, since React renders once more after an error before it
// shows the boundary; a Retry after that fetches again.
const FAILURE_STANDS_MS = 1000;
const failures = new Map<string, { error: unknown; at: number }>();

function recentFailure(key: string): { error: unknown } | undefined {
  const failure = failures.get(key);
  if (failure && Date.now() - failure.at < FAILURE_STANDS_MS) return failure;
  failures.delete(key);
  return undefined;
}

/**
 * Defines a namespace and returns the hook its screens use. The hook suspends until the
 * namespace is loaded in the language the user's preference gives it, and renders again when
 * the preference changes.
 *
 * A shared piece's texts follow the screen it is on: with the 'Default' preference the account
 * and items screens are English and the back office Chinese. Such a piece passes the screen's
 * default language to the hook (and to `preload`), in place of its namespace's own.
 */
export function createTranslationHook(namespace: string, definition: NamespaceDefinition) {
  registerNamespace(namespace, definition);
  function useNamespaceTranslation(defaultLanguage?: Language): Translator {
    const [preference] = useLanguagePreference();
    const language = languageFor(namespace, preference, defaultLanguage);
    if (!i18n.hasResourceBundle(language, namespace)) {
      const key = bundleKey(language, namespace);
      const failure = recentFailure(key);
      if (failure) throw failure.error;
      throw loadTexts(language, namespace).catch((error: unknown) => {
        failures.set(key, { error, at: Date.now() });
      });
    }
    return translatorFor(language, namespace);
  }
  /** Fetches this namespace's texts ahead of the first render (see preloadTexts). */
  const preload = (defaultLanguage?: Language) => preloadNamespace(namespace, defaultLanguage);
  return Object.assign(useNamespaceTranslation, { preload });
}
