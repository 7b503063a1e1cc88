import { createTranslationHook } from '@video-admin/shared-ui';

// The Sessions tab's texts are a namespace of their own: the account namespace's chunk is also
// what /login loads, and it must not grow for a screen /login never shows.
export const useSessionsTranslation = createTranslationHook('account-sessions', {
  defaultLanguage: 'en',
  resources: {
    en: () => import(/* webpackChunkName: "settings-texts-en" */ './locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "settings-texts-zh-CN" */ './locales/zh-CN.json'),
  },
});
