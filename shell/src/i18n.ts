import { createTranslationHook } from 'shared-ui';

export const useShellTranslation = createTranslationHook('shell', {
  defaultLanguage: 'en',
  resources: {
    en: () => import(/* webpackChunkName: "shell-texts-en" */ './locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "shell-texts-zh-CN" */ './locales/zh-CN.json'),
  },
});

/** The admin entries of the menu follow the admin area's language (Chinese by default). */
export const useAdminMenuTranslation = createTranslationHook('shellAdminMenu', {
  defaultLanguage: 'zh-CN',
  resources: {
    en: () => import(/* webpackChunkName: "admin-menu-texts-en" */ './locales/admin-menu/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "admin-menu-texts-zh-CN" */ './locales/admin-menu/zh-CN.json'),
  },
});
