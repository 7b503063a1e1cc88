import { createTranslationHook } from 'shared-ui';

export const useShellTranslation = createTranslationHook('shell', {
  defaultLanguage: 'en',
  resources: { en: () => import('./locales/en.json'), 'zh-CN': () => import('./locales/zh-CN.json') },
});

/** The admin entries of the menu follow the admin area's language (Chinese by default). */
export const useAdminMenuTranslation = createTranslationHook('shellAdminMenu', {
  defaultLanguage: 'zh-CN',
  resources: { en: () => import('./locales/admin-menu/en.json'), 'zh-CN': () => import('./locales/admin-menu/zh-CN.json') },
});
