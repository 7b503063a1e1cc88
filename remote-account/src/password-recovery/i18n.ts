import { createTranslationHook } from '@video-admin/shared-ui';

/**
 * The texts only the password pages need (invitation, spent links, results): a namespace of their
 * own, so /login's first load, which carries the account's main texts, does not grow with them.
 */
export const usePasswordPagesTranslation = createTranslationHook('account-password-pages', {
  defaultLanguage: 'en',
  resources: {
    en: () => import(/* webpackChunkName: "password-texts-en" */ './locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "password-texts-zh-CN" */ './locales/zh-CN.json'),
  },
});
