import { createTranslationHook } from './i18n';

/** Texts shared-ui itself shows: toast titles, the remote error panel, the not-found page, the dev harness. */
export const useCommonTranslation = createTranslationHook('common', {
  defaultLanguage: 'en',
  resources: { en: () => import('../locales/en.json'), 'zh-CN': () => import('../locales/zh-CN.json') },
});
