import { createTranslationHook } from '@video-admin/shared-ui';

/**
 * The sign-up screen's own texts: a namespace of their own, so /login's first load, which carries
 * the account's main texts (fields, validation), does not carry them too.
 */
export const useSignupTranslation = createTranslationHook('account-signup', {
  defaultLanguage: 'en',
  resources: {
    en: () => import(/* webpackChunkName: "signup-texts-en" */ './locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "signup-texts-zh-CN" */ './locales/zh-CN.json'),
  },
});
