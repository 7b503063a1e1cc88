import { createTranslationHook } from '@video-admin/shared-ui';

export const useAccountTranslation = createTranslationHook('account', {
  defaultLanguage: 'en',
  resources: {
    en: () => import(/* webpackChunkName: "texts-en" */ './locales/en.json'),
    'zh-CN': () => import(/* webpackChunkName: "texts-zh-CN" */ './locales/zh-CN.json'),
  },
});
