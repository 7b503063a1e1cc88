import i18next, { type BackendModule, type ResourceKey } from 'i18next';
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

/**
 * Defines a namespace and returns the hook its screens use. The hook suspends until the
 * namespace is loaded in the language the user's preference gives it.
 */
export function createTranslationHook(namespace: string, definition: NamespaceDefinition) {
  registerNamespace(namespace, definition);
  return function useNamespaceTranslation() {
    const [preference] = useLanguagePreference();
    const lng = languageFor(namespace, preference);
    const { t } = useTranslation(namespace, { lng });
    return { t, lng };
  };
}
