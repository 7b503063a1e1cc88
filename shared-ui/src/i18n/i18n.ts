import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { useMemo } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { setLanguagePreparation, useLanguagePreference, type Language, type LanguagePreference } from './language-store';

// Each remote owns one namespace and ships its texts as one JSON file per language. They are
// registered here as loaders, so only the namespaces and the language a screen needs are fetched.
type ResourceLoader = () => Promise<{ default: ResourceKey } | ResourceKey>;

export interface NamespaceDefinition {
  /** The language this namespace shows when the user keeps the 'Default' language. */
  defaultLanguage: Language;
  resources: Record<Language, ResourceLoader>;
}

const namespaces = new Map<string, NamespaceDefinition>();

const registeredNamespacesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const loader = namespaces.get(namespace)?.resources[language as Language];
    if (!loader) {
      callback(null, {});
      return;
    }
    loader().then(
      (module) => callback(null, (module as { default?: ResourceKey }).default ?? (module as ResourceKey)),
      (error: Error) => callback(error, null),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(registeredNamespacesBackend)
  .use(initReactI18next)
  .init({
    lng: 'en',
    fallbackLng: false,
    ns: [],
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
  });

export function registerNamespace(namespace: string, definition: NamespaceDefinition): void {
  namespaces.set(namespace, definition);
}

export function languageFor(namespace: string, preference: LanguagePreference): Language {
  if (preference !== 'default') return preference;
  return namespaces.get(namespace)?.defaultLanguage ?? 'en';
}

/** Every namespace in use, in the language the preference gives it, so a switch need not wait. */
function loadTextsFor(preference: LanguagePreference): Promise<unknown> {
  return Promise.all(
    [...namespaces.keys()].map(async (namespace) => {
      const language = languageFor(namespace, preference);
      if (i18n.hasResourceBundle(language, namespace)) return;
      const module = await namespaces.get(namespace)!.resources[language]();
      i18n.addResourceBundle(language, namespace, (module as { default?: ResourceKey }).default ?? module, true, false);
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

function rememberingT(t: TFunction, namespace: string, lng: string): TFunction {
  const translate = t as unknown as (key: unknown, ...rest: unknown[]) => unknown;
  return ((key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest);
    const cacheKey = `${lng}\u0000${namespace}\u0000${key}`;
    const known = plainTexts.get(cacheKey);
    if (known !== undefined) return known;
    const text = translate(key);
    if (typeof text === 'string') plainTexts.set(cacheKey, text);
    return text;
  }) as unknown as TFunction;
}

/**
 * Defines a namespace and returns the hook its screens use. The hook suspends until the
 * namespace is loaded in the language the user's preference gives it.
 */
export function createTranslationHook(namespace: string, definition: NamespaceDefinition) {
  registerNamespace(namespace, definition);
  return function useNamespaceTranslation() {
    const [preference] = useLanguagePreference();
    const lng = languageFor(namespace, preference);
    const { t: translate } = useTranslation(namespace, { lng });
    const t = useMemo(() => rememberingT(translate, namespace, lng), [translate, lng]);
    return { t, lng };
  };
}
