import { createTranslationHook, getLanguagePreference, i18n, type Language } from '@video-admin/shared-ui';

export const useTemplatesTranslation = createTranslationHook('templates', {
  defaultLanguage: 'zh-CN',
  resources: {
    en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "texts-zh-CN" */ './locales/zh-CN.json'),
  },
});

/**
 * A group of the namespace's texts that no list's first screen needs: it joins the namespace
 * when code that needs it loads, once however many ask. Loading never fails: a failure is kept
 * for the next translator that needs the group (and the next load tries again).
 */
function textGroup(files: Record<Language, () => Promise<{ default: object }>>, probe: string) {
  const loading = new Map<Language, Promise<void>>();
  const failed = new Map<Language, unknown>();
  const have = (language: Language) => i18n.getResource(language, 'templates', probe) !== undefined;
  const load = (language: Language): Promise<void> => {
    if (have(language)) return Promise.resolve();
    let pending = loading.get(language);
    if (!pending) {
      pending = files[language]()
        .then((module) => {
          failed.delete(language);
          i18n.addResourceBundle(language, 'templates', module.default, true, false);
        })
        .catch((error: unknown) => {
          failed.set(language, error);
        })
        .finally(() => loading.delete(language));
      loading.set(language, pending);
    }
    return pending;
  };
  /** The group in the language the screen shows. */
  const loadForScreen = () => {
    const preference = getLanguagePreference();
    return load(preference === 'default' ? 'zh-CN' : preference);
  };
  return { have, load, loadForScreen, failed };
}

// The dialogs' texts (edit, create, AI, upload, history, preview) and the bulk bar's actions are
// half the namespace and no list's first screen needs them: they join the namespace when a
// dialog's or the bulk bar's code loads, not with the tab.
const dialogTexts = textGroup(
  { en: () => import('./locales/dialogs/en.json'), 'zh-CN': () => import('./locales/dialogs/zh-CN.json') },
  'edit',
);

// What follows a change (its toasts, the fields a publish still lacks) is said once the change is
// done: those texts come with the change's call (useTemplateMutation), not with the list.
const changeTexts = textGroup(
  { en: () => import('./locales/changes/en.json'), 'zh-CN': () => import('./locales/changes/zh-CN.json') },
  'toast',
);

/** Adds the dialogs' texts in that language to the namespace, once however many ask. */
export const loadDialogTexts = dialogTexts.load;

/** The dialogs' texts in the language the screen shows: a lazy dialog (or the bulk bar) fetches them beside its code. */
export const loadScreenDialogTexts = dialogTexts.loadForScreen;

/** The texts of what follows a change (its toasts), in the language the screen shows: fetched beside the change's call. */
export const loadScreenChangeTexts = changeTexts.loadForScreen;

/** The namespace's translator for a dialog: suspends until the dialogs' texts are there too. */
export function useTemplateDialogsTranslation() {
  const translator = useTemplatesTranslation();
  if (!dialogTexts.have(translator.lng)) {
    const failure = dialogTexts.failed.get(translator.lng);
    if (failure) {
      dialogTexts.failed.delete(translator.lng);
      throw failure;
    }
    throw loadDialogTexts(translator.lng);
  }
  return translator;
}
