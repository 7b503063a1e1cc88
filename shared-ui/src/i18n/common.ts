import { createTranslationHook } from './i18n';

/** Texts shared-ui itself shows: toast titles, the remote error panel, the not-found page, the dev harness. */
export const useCommonTranslation = createTranslationHook('common', {
  defaultLanguage: 'en',
  resources: {
    en: () => import(/* webpackChunkName: "common-texts-en" */ '../locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "common-texts-zh-CN" */ '../locales/zh-CN.json'),
  },
});
