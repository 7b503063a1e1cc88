import { createTranslationHook } from '@video-admin/shared-ui';

export const useShellTranslation = createTranslationHook('shell', {
  defaultLanguage: 'en',
  resources: {
    en: () => import(/* webpackChunkName: "shell-texts-en" */ './locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "shell-texts-zh-CN" */ './locales/zh-CN.json'),
  },
});
