import { createTranslationHook } from '@video-admin/shared-ui';

/** The language of this module's screens for whoever has chosen none ('Default'). */
export const DEFAULT_LANGUAGE = 'en';

// The namespace is the module's name: every module's texts live in the one i18n instance the shell shares.
export const use__FeaturePascal__Translation = createTranslationHook('__module__', {
  defaultLanguage: DEFAULT_LANGUAGE,
  resources: {
    en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "texts-zh-CN" */ './locales/zh-CN.json'),
  },
});
