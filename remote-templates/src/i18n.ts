import { createTranslationHook, getLanguagePreference, i18n, type Language } from '@video-admin/shared-ui';

export const useTemplatesTranslation = createTranslationHook('templates', {
  defaultLanguage: 'zh-CN',
  resources: {
    en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "texts-zh-CN" */ './locales/zh-CN.json'),
  },
});

// The dialogs' texts (edit, create, AI, upload, history, preview) and the bulk bar's actions are
// half the namespace and no list's first screen needs them: they join the namespace when a
// dialog's or the bulk bar's code loads, not with the tab.
const dialogTexts: Record<Language, () => Promise<{ default: object }>> = {
  en: () => import('./locales/dialogs/en.json'),
  'zh-CN': () => import('./locales/dialogs/zh-CN.json'),
};
const loadingDialogTexts = new Map<Language, Promise<void>>();
const failedDialogTexts = new Map<Language, unknown>();

const haveDialogTexts = (language: Language) => i18n.getResource(language, 'templates', 'edit') !== undefined;

/** Adds the dialogs' texts in that language to the namespace, once however many ask. */
export function loadDialogTexts(language: Language): Promise<void> {
  if (haveDialogTexts(language)) return Promise.resolve();
  let load = loadingDialogTexts.get(language);
  if (!load) {
    load = dialogTexts[language]()
      .then((module) => {
        failedDialogTexts.delete(language);
        i18n.addResourceBundle(language, 'templates', module.default, true, false);
      })
      .catch((error: unknown) => {
        failedDialogTexts.set(language, error);
      })
      .finally(() => loadingDialogTexts.delete(language));
    loadingDialogTexts.set(language, load);
  }
  return load;
}

/** The dialogs' texts in the language the screen shows: a lazy dialog (or the bulk bar) fetches them beside its code. */
export function loadScreenDialogTexts(): Promise<void> {
  const preference = getLanguagePreference();
  return loadDialogTexts(preference === 'default' ? 'zh-CN' : preference);
}

/** The namespace's translator for a dialog: suspends until the dialogs' texts are there too. */
export function useTemplateDialogsTranslation() {
  const translator = useTemplatesTranslation();
  if (!haveDialogTexts(translator.lng)) {
    const failure = failedDialogTexts.get(translator.lng);
    if (failure) {
      failedDialogTexts.delete(translator.lng);
      throw failure;
    }
    throw loadDialogTexts(translator.lng);
  }
  return translator;
}
